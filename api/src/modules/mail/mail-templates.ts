import { formatCad, HST_PERCENT } from '../../common/money';

/** One tax of an order as mail lists it. */
export interface OrderMailTax {
  /** "GST 5%", "QST 9.975%". */
  label: string;
  amountCents: number;
  /** 'shop' or 'platform' (Mainstreet collects it for a shop that is not registered). */
  collectedBy: 'shop' | 'platform';
}

/** One line of an order as it appears in mail (name and price as captured at purchase). */
export interface OrderMailLine {
  name: string;
  quantity: number;
  unitPriceCents: number;
}

/** One shop's order within a checkout. */
export interface OrderMailOrder {
  shortNumber: string;
  shopName: string;
  lines: OrderMailLine[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  /** Each tax on its own line; absent in mail queued before provinces (one Ontario HST 13% line). */
  taxes?: OrderMailTax[];
}

export interface OrderMailShipping {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  postalCode: string;
}

export interface AccountLinkPayload {
  name: string;
  /** The raw token; only its digest is stored with the account. */
  token: string;
}

export interface OrderConfirmationPayload {
  /** The checkout's payment: its confirmation page. Absent in mail queued before the page existed. */
  paymentId?: string;
  customerName: string;
  /** ISO timestamp. */
  placedAt: string;
  /** The card payment is still being confirmed (Stripe "processing"). */
  paymentPending: boolean;
  orders: OrderMailOrder[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  shipping: OrderMailShipping;
}

export interface VendorNewOrderPayload {
  placedAt: string;
  order: OrderMailOrder;
  shipping: OrderMailShipping;
}

/** A customer's order cancelled because its shop closed (an admin deleted or closed the shop). */
export interface ShopClosedOrderCancelledPayload {
  customerName: string;
  /** ISO timestamp of the checkout. */
  placedAt: string;
  order: OrderMailOrder;
  /** What goes back to the customer's card; 0 when nothing was charged through us. */
  refundCents: number;
}

/** A message sent with the contact form, forwarded to each admin. */
export interface ContactMessagePayload {
  name: string;
  email: string;
  message: string;
  /** ISO timestamp. */
  receivedAt: string;
}

/** The double opt-in link of a newsletter sign-up, and the unsubscribe link every newsletter mail carries. */
export interface NewsletterLinkPayload {
  /** The raw confirmation token (only its digest is stored). */
  confirmToken?: string;
  unsubscribeToken: string;
}

/** Every message the product sends, with the data its template needs. */
export type MailMessage =
  | { kind: 'verify-email'; payload: AccountLinkPayload }
  | { kind: 'password-reset'; payload: AccountLinkPayload }
  | { kind: 'password-setup'; payload: AccountLinkPayload }
  | { kind: 'order-confirmation'; payload: OrderConfirmationPayload }
  | { kind: 'vendor-new-order'; payload: VendorNewOrderPayload }
  | { kind: 'sign-in-attempts'; payload: { name: string } }
  | { kind: 'shop-closed-order-cancelled'; payload: ShopClosedOrderCancelledPayload }
  | { kind: 'contact-message'; payload: ContactMessagePayload }
  | { kind: 'newsletter-confirm'; payload: NewsletterLinkPayload }
  | { kind: 'newsletter-welcome'; payload: NewsletterLinkPayload };

export type MailKind = MailMessage['kind'];

/** Kinds whose body carries a working account link: their body is purged once delivered. */
export const SECRET_MAIL_KINDS: readonly MailKind[] = ['verify-email', 'password-reset', 'password-setup', 'newsletter-confirm'];

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const BRAND = '#b8431b';
const INK = '#1f1a17';
const MUTED = '#6b625c';
const LINE = '#eadfd8';

const dateFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Toronto' });
const placedOn = (iso: string) => dateFormat.format(new Date(iso));

/** Renders a message with links under `publicUrl` (no trailing slash). */
export function renderMail(message: MailMessage, publicUrl: string): RenderedMail {
  switch (message.kind) {
    case 'verify-email':
      return accountLink(message.payload, {
        subject: 'Verify your Mainstreet email address',
        heading: 'Confirm your email address',
        intro: 'Thanks for joining Mainstreet. Please confirm that this is your email address.',
        action: 'Verify email address',
        link: `${publicUrl}/verify-email/${encodeURIComponent(message.payload.token)}`,
        validity: 'This link works once and expires in 24 hours. If you did not create a Mainstreet account, you can ignore this email.',
      });
    case 'password-reset':
      return accountLink(message.payload, {
        subject: 'Reset your Mainstreet password',
        heading: 'Reset your password',
        intro: 'We received a request to reset the password of your Mainstreet account.',
        action: 'Choose a new password',
        link: `${publicUrl}/reset-password/${encodeURIComponent(message.payload.token)}`,
        validity:
          'This link works once and expires in 1 hour. If you did not ask for it, you can ignore this email: your password stays as it is.',
      });
    case 'password-setup':
      return accountLink(message.payload, {
        subject: 'Set your Mainstreet password',
        heading: 'Welcome to Mainstreet',
        intro: 'An administrator created a Mainstreet account for you. Choose a password to start using it.',
        action: 'Set your password',
        link: `${publicUrl}/reset-password/${encodeURIComponent(message.payload.token)}`,
        validity: 'This link works once and expires in 72 hours. After that, use "Forgot Password" on the sign-in page.',
      });
    case 'sign-in-attempts':
      return accountLink(message.payload, {
        subject: 'Someone is trying to sign in to your Mainstreet account',
        heading: 'Many sign-in attempts',
        intro:
          'Someone has entered a wrong password for your Mainstreet account many times in the last few minutes, from several addresses. ' +
          'To protect it, each new sign-in attempt now waits a little before it is checked. You can still sign in as usual.',
        action: 'If you did not try to sign in, choose a new password',
        link: `${publicUrl}/forgot-password`,
        validity: 'If it was you, there is nothing to do. We will not write again about attempts in the next 15 minutes.',
      });
    case 'order-confirmation':
      return orderConfirmation(message.payload, publicUrl);
    case 'vendor-new-order':
      return vendorNewOrder(message.payload, publicUrl);
    case 'shop-closed-order-cancelled':
      return shopClosedOrderCancelled(message.payload, publicUrl);
    case 'contact-message':
      return contactMessage(message.payload, publicUrl);
    case 'newsletter-confirm':
      return newsletterMail(message.payload, publicUrl, {
        subject: 'Confirm your Mainstreet newsletter subscription',
        heading: 'One more step',
        intro: 'Someone, hopefully you, asked for news from Mainstreet\'s local shops at this address. Please confirm that you want it.',
        action: 'Confirm my subscription',
        link: `${publicUrl}/newsletter/confirm/${encodeURIComponent(message.payload.confirmToken ?? '')}`,
        after: 'This link expires in 7 days. If you did not ask for it, ignore this email: you will not hear from us.',
      });
    case 'newsletter-welcome':
      return newsletterMail(message.payload, publicUrl, {
        subject: 'Welcome to the Mainstreet newsletter',
        heading: 'You are subscribed',
        intro: 'Thanks for confirming. Now and then we will send you news from local shops on Mainstreet.',
        action: 'Visit Mainstreet',
        link: publicUrl,
        after: '',
      });
  }
}

function accountLink(
  payload: Pick<AccountLinkPayload, 'name'>,
  copy: { subject: string; heading: string; intro: string; action: string; link: string; validity: string },
): RenderedMail {
  const greeting = `Hi ${payload.name},`;
  const text = [greeting, '', copy.intro, '', `${copy.action}: ${copy.link}`, '', copy.validity, '', '— Mainstreet'].join('\n');
  const html = layout(
    copy.subject,
    `${heading(copy.heading)}
     ${paragraph(escapeHtml(greeting))}
     ${paragraph(escapeHtml(copy.intro))}
     ${button(copy.action, copy.link)}
     ${paragraph(`Or paste this link into your browser:<br><a href="${escapeHtml(copy.link)}" style="color:${BRAND};word-break:break-all;">${escapeHtml(copy.link)}</a>`)}
     ${paragraph(escapeHtml(copy.validity), true)}`,
  );
  return { subject: copy.subject, text, html };
}

function orderConfirmation(payload: OrderConfirmationPayload, publicUrl: string): RenderedMail {
  const link = payload.paymentId ? `${publicUrl}/orders/confirmation/${encodeURIComponent(payload.paymentId)}` : `${publicUrl}/customer/orders`;
  const shops = payload.orders.length === 1 ? '1 shop' : `${payload.orders.length} shops`;
  const status = payload.paymentPending
    ? 'Your payment is being confirmed; we will let the shops know as soon as it clears.'
    : 'Your payment was successful and the shops have been notified.';
  const subject = `Your Mainstreet order confirmation (${formatCad(payload.totalCents)})`;
  const text = [
    `Hi ${payload.customerName},`,
    '',
    `Thank you for your order from ${shops}. ${status}`,
    `Placed on ${placedOn(payload.placedAt)}`,
    '',
    ...payload.orders.flatMap((order) => [...orderText(order), '']),
    `Subtotal: ${formatCad(payload.subtotalCents)}`,
    ...checkoutTaxes(payload).map(([label, cents]) => `${label}: ${formatCad(cents)}`),
    `Total charged: ${formatCad(payload.totalCents)}`,
    '',
    ...shippingText(payload.shipping),
    '',
    `Your order confirmation: ${link}`,
    '',
    '— Mainstreet',
  ].join('\n');
  const html = layout(
    subject,
    `${heading('Thank you for your order')}
     ${paragraph(escapeHtml(`Hi ${payload.customerName},`))}
     ${paragraph(escapeHtml(`Thank you for your order from ${shops}. ${status}`))}
     ${paragraph(escapeHtml(`Placed on ${placedOn(payload.placedAt)}`), true)}
     ${payload.orders.map(orderHtml).join('')}
     ${totalsHtml([
       ['Subtotal', payload.subtotalCents],
       ...checkoutTaxes(payload),
       ['Total charged', payload.totalCents],
     ])}
     ${shippingHtml(payload.shipping)}
     ${button('View your order confirmation', link)}`,
  );
  return { subject, text, html };
}

function vendorNewOrder(payload: VendorNewOrderPayload, publicUrl: string): RenderedMail {
  const link = `${publicUrl}/vendor/orders`;
  const { order } = payload;
  const subject = `New order #${order.shortNumber} (${formatCad(order.totalCents)})`;
  const text = [
    `Good news: ${order.shopName} has a new order.`,
    `Placed on ${placedOn(payload.placedAt)}`,
    '',
    ...orderText(order),
    '',
    ...shippingText(payload.shipping),
    '',
    `Manage your orders: ${link}`,
    '',
    'You receive this email because email notifications are on in your shop settings.',
    '— Mainstreet',
  ].join('\n');
  const html = layout(
    subject,
    `${heading(`New order #${escapeHtml(order.shortNumber)}`)}
     ${paragraph(escapeHtml(`Good news: ${order.shopName} has a new order.`))}
     ${paragraph(escapeHtml(`Placed on ${placedOn(payload.placedAt)}`), true)}
     ${orderHtml(order)}
     ${shippingHtml(payload.shipping)}
     ${button('Manage your orders', link)}
     ${paragraph('You receive this email because email notifications are on in your shop settings.', true)}`,
  );
  return { subject, text, html };
}

function shopClosedOrderCancelled(payload: ShopClosedOrderCancelledPayload, publicUrl: string): RenderedMail {
  const link = `${publicUrl}/customer/orders`;
  const { order } = payload;
  const refunded = payload.refundCents > 0;
  const subject = refunded
    ? `Your order from ${order.shopName} was cancelled and refunded`
    : `Your order from ${order.shopName} was cancelled`;
  const what = `${order.shopName} has closed its shop on Mainstreet, so your order #${order.shortNumber} was cancelled.`;
  const money = refunded
    ? `We are refunding ${formatCad(payload.refundCents)} to the card you paid with. Refunds usually appear on your statement within 5 to 10 business days.`
    : 'Nothing was charged for this order, so there is nothing to refund.';
  const text = [
    `Hi ${payload.customerName},`,
    '',
    what,
    money,
    `Placed on ${placedOn(payload.placedAt)}`,
    '',
    ...orderText(order),
    '',
    `Your order confirmation: ${link}`,
    '',
    'We are sorry for the trouble.',
    '— Mainstreet',
  ].join('\n');
  const html = layout(
    subject,
    `${heading(refunded ? 'Your order was cancelled and refunded' : 'Your order was cancelled')}
     ${paragraph(escapeHtml(`Hi ${payload.customerName},`))}
     ${paragraph(escapeHtml(what))}
     ${paragraph(escapeHtml(money))}
     ${paragraph(escapeHtml(`Placed on ${placedOn(payload.placedAt)}`), true)}
     ${orderHtml(order)}
     ${button('View your orders', link)}
     ${paragraph('We are sorry for the trouble.', true)}`,
  );
  return { subject, text, html };
}

function contactMessage(payload: ContactMessagePayload, publicUrl: string): RenderedMail {
  const link = `${publicUrl}/admin/messages`;
  const subject = `Contact form: message from ${payload.name}`;
  const from = `From ${payload.name} <${payload.email}>, ${placedOn(payload.receivedAt)}`;
  const text = [from, '', payload.message, '', `All messages: ${link}`, '', '— Mainstreet'].join('\n');
  const html = layout(
    subject,
    `${heading('A message from the contact form')}
     ${paragraph(escapeHtml(from), true)}
     ${paragraph(escapeHtml(payload.message).replace(/\n/g, '<br>'))}
     ${button('Open the messages', link)}`,
  );
  return { subject, text, html };
}

/** Newsletter mail: always ends with the link that unsubscribes the address without signing in. */
function newsletterMail(
  payload: NewsletterLinkPayload,
  publicUrl: string,
  copy: { subject: string; heading: string; intro: string; action: string; link: string; after: string },
): RenderedMail {
  const unsubscribe = `${publicUrl}/newsletter/unsubscribe/${encodeURIComponent(payload.unsubscribeToken)}`;
  const footer = `You receive this because this address was entered in the newsletter form at Mainstreet. Unsubscribe: ${unsubscribe}`;
  const text = [copy.intro, '', `${copy.action}: ${copy.link}`, '', ...(copy.after ? [copy.after, ''] : []), footer, '— Mainstreet'].join('\n');
  const html = layout(
    copy.subject,
    `${heading(copy.heading)}
     ${paragraph(escapeHtml(copy.intro))}
     ${button(copy.action, copy.link)}
     ${copy.after ? paragraph(escapeHtml(copy.after), true) : ''}
     ${paragraph(
       `You receive this because this address was entered in the newsletter form at Mainstreet. <a href="${escapeHtml(unsubscribe)}" style="color:${BRAND};">Unsubscribe</a>`,
       true,
     )}`,
  );
  return { subject: copy.subject, text, html };
}

/** An order's taxes, each on its own line; mail queued before provinces had one Ontario HST line. */
function orderTaxes(order: OrderMailOrder): OrderMailTax[] {
  return order.taxes ?? [{ label: `HST ${HST_PERCENT}%`, amountCents: order.taxCents, collectedBy: 'shop' }];
}

/** Who collects a tax, as the receipt says it. */
const collector = (tax: OrderMailTax, shopName: string) => (tax.collectedBy === 'platform' ? 'collected by Mainstreet' : `collected by ${shopName}`);

/** The checkout's taxes: each label's amounts over its orders, in the order they first appear. */
function checkoutTaxes(payload: { orders: OrderMailOrder[] }): [string, number][] {
  const sums = new Map<string, number>();
  for (const order of payload.orders) for (const tax of orderTaxes(order)) sums.set(tax.label, (sums.get(tax.label) ?? 0) + tax.amountCents);
  return [...sums.entries()];
}

function orderText(order: OrderMailOrder): string[] {
  return [
    `${order.shopName}, order #${order.shortNumber}`,
    ...order.lines.map((line) => `  ${line.quantity} × ${line.name} @ ${formatCad(line.unitPriceCents)} = ${formatCad(line.unitPriceCents * line.quantity)}`),
    `  Subtotal ${formatCad(order.subtotalCents)}`,
    ...orderTaxes(order).map((tax) => `  ${tax.label} ${formatCad(tax.amountCents)} (${collector(tax, order.shopName)})`),
    `  Total ${formatCad(order.totalCents)}`,
  ];
}

function shippingText(shipping: OrderMailShipping): string[] {
  return ['Shipping to:', `  ${shipping.fullName}`, `  ${shipping.address}`, `  ${shipping.postalCode}`, `  ${shipping.phone}, ${shipping.email}`];
}

const cell = (content: string, align: 'left' | 'right' = 'left', extra = '') =>
  `<td style="padding:6px 0;border-bottom:1px solid ${LINE};text-align:${align};${extra}">${content}</td>`;

function orderHtml(order: OrderMailOrder): string {
  const rows = order.lines
    .map(
      (line) =>
        `<tr>${cell(escapeHtml(line.name))}${cell(String(line.quantity), 'right')}${cell(formatCad(line.unitPriceCents), 'right')}${cell(
          formatCad(line.unitPriceCents * line.quantity),
          'right',
        )}</tr>`,
    )
    .join('');
  return `<h2 style="margin:24px 0 8px;font-size:16px;color:${INK};">${escapeHtml(order.shopName)} <span style="color:${MUTED};font-weight:normal;">· order #${escapeHtml(order.shortNumber)}</span></h2>
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px;color:${INK};">
      <tr style="color:${MUTED};font-size:12px;text-transform:uppercase;">${cell('Product')}${cell('Qty', 'right')}${cell('Price', 'right')}${cell('Subtotal', 'right')}</tr>
      ${rows}
      <tr>${cell('Subtotal', 'left', `color:${MUTED};`)}<td colspan="2"></td>${cell(formatCad(order.subtotalCents), 'right')}</tr>
      ${orderTaxes(order)
        .map(
          (tax) =>
            `<tr>${cell(`${escapeHtml(tax.label)} <span style="font-size:12px;">(${escapeHtml(collector(tax, order.shopName))})</span>`, 'left', `color:${MUTED};`)}<td colspan="2"></td>${cell(formatCad(tax.amountCents), 'right')}</tr>`,
        )
        .join('')}
      <tr>${cell('<strong>Total</strong>')}<td colspan="2"></td>${cell(`<strong>${formatCad(order.totalCents)}</strong>`, 'right')}</tr>
    </table>`;
}

function totalsHtml(rows: [string, number][]): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:24px;border-collapse:collapse;font-size:15px;color:${INK};">
    ${rows
      .map(
        ([label, cents], index) =>
          `<tr>${cell(index === rows.length - 1 ? `<strong>${label}</strong>` : label)}${cell(
            index === rows.length - 1 ? `<strong>${formatCad(cents)}</strong>` : formatCad(cents),
            'right',
          )}</tr>`,
      )
      .join('')}
  </table>`;
}

function shippingHtml(shipping: OrderMailShipping): string {
  const lines = [shipping.fullName, shipping.address, shipping.postalCode, `${shipping.phone} · ${shipping.email}`].map(escapeHtml);
  return `<h2 style="margin:24px 0 8px;font-size:16px;color:${INK};">Shipping to</h2>${paragraph(lines.join('<br>'))}`;
}

const heading = (html: string) => `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${INK};">${html}</h1>`;

const paragraph = (html: string, muted = false) =>
  `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:${muted ? MUTED : INK};">${html}</p>`;

const button = (label: string, href: string) =>
  `<p style="margin:24px 0;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;background:${BRAND};color:#ffffff;text-decoration:none;font-weight:bold;border-radius:6px;">${escapeHtml(label)}</a></p>`;

/** The Mainstreet look in inline styles (mail clients ignore style sheets): a terracotta header on a warm background. */
function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#fdf4ef;font-family:Helvetica,Arial,sans-serif;">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fdf4ef;padding:24px 12px;">
    <tr><td align="center">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden;border:1px solid ${LINE};">
        <tr><td style="background:${BRAND};padding:18px 28px;color:#ffffff;font-size:20px;font-weight:bold;letter-spacing:0.5px;">Mainstreet</td></tr>
        <tr><td style="padding:28px;">${body}</td></tr>
        <tr><td style="padding:16px 28px;border-top:1px solid ${LINE};color:${MUTED};font-size:12px;line-height:1.5;">
          Mainstreet empowers local businesses through smart digital solutions, bridging community vendors and conscious shoppers.
        </td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>`;
}
