import { DEFAULT_LOCALE, formatDateTimeIn, formatMoneyIn, formatNumberIn, type Locale } from '../../common/locale';
import { HST_PERCENT } from '../../common/money';

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

/**
 * Everything a mail says, in each language (issue 20). English is the product's text; French follows
 * the web app's terms (the fr-CA.po catalogs under web/src/locales): courriel, boutique, commerçant, infolettre.
 */
interface Copy {
  greeting(name: string): string;
  pasteLink: string;
  footer: string;
  verify: AccountLinkCopy;
  reset: AccountLinkCopy;
  setup: AccountLinkCopy;
  attempts: AccountLinkCopy;
  newsletterConfirm: NewsletterCopy;
  newsletterWelcome: NewsletterCopy;
  newsletterFooter: string;
  unsubscribe: string;
  /** The payment's state, told to a checkout from `shops` shops. */
  paymentPending(shops: number): string;
  paymentDone(shops: number): string;
  confirmationSubject(total: string): string;
  /** Thanks for an order from `shops` shops. */
  thanks(shops: number): string;
  placedOn(date: string): string;
  subtotal: string;
  total: string;
  totalCharged: string;
  yourConfirmation: string;
  thankYouHeading: string;
  viewConfirmation: string;
  newOrderSubject(number: string, total: string): string;
  newOrderHeading(number: string): string;
  goodNews(shop: string): string;
  manageOrders: string;
  notificationsOn: string;
  cancelledSubject(shop: string, refunded: boolean): string;
  cancelledHeading(refunded: boolean): string;
  shopClosed(shop: string, number: string): string;
  refunding(amount: string): string;
  nothingToRefund: string;
  sorry: string;
  viewOrders: string;
  contactSubject(name: string): string;
  contactFrom(name: string, email: string, date: string): string;
  allMessages: string;
  contactHeading: string;
  openMessages: string;
  orderOf(shop: string, number: string): string;
  orderNumber(number: string): string;
  line(quantity: number, name: string, price: string, total: string): string;
  collectedBy(by: string): string;
  shippingTo: string;
  columns: [product: string, quantity: string, price: string, subtotal: string];
}

interface AccountLinkCopy {
  subject: string;
  heading: string;
  intro: string;
  action: string;
  validity: string;
}

interface NewsletterCopy {
  subject: string;
  heading: string;
  intro: string;
  action: string;
  after: string;
}

const COPY: Record<Locale, Copy> = {
  'en-CA': {
    greeting: (name) => `Hi ${name},`,
    pasteLink: 'Or paste this link into your browser:',
    footer: 'Mainstreet empowers local businesses through smart digital solutions, bridging community vendors and conscious shoppers.',
    verify: {
      subject: 'Verify your Mainstreet email address',
      heading: 'Confirm your email address',
      intro: 'Thanks for joining Mainstreet. Please confirm that this is your email address.',
      action: 'Verify email address',
      validity: 'This link works once and expires in 24 hours. If you did not create a Mainstreet account, you can ignore this email.',
    },
    reset: {
      subject: 'Reset your Mainstreet password',
      heading: 'Reset your password',
      intro: 'We received a request to reset the password of your Mainstreet account.',
      action: 'Choose a new password',
      validity: 'This link works once and expires in 1 hour. If you did not ask for it, you can ignore this email: your password stays as it is.',
    },
    setup: {
      subject: 'Set your Mainstreet password',
      heading: 'Welcome to Mainstreet',
      intro: 'An administrator created a Mainstreet account for you. Choose a password to start using it.',
      action: 'Set your password',
      validity: 'This link works once and expires in 72 hours. After that, use "Forgot Password" on the sign-in page.',
    },
    attempts: {
      subject: 'Someone is trying to sign in to your Mainstreet account',
      heading: 'Many sign-in attempts',
      intro:
        'Someone has entered a wrong password for your Mainstreet account many times in the last few minutes, from several addresses. ' +
        'To protect it, each new sign-in attempt now waits a little before it is checked. You can still sign in as usual.',
      action: 'If you did not try to sign in, choose a new password',
      validity: 'If it was you, there is nothing to do. We will not write again about attempts in the next 15 minutes.',
    },
    newsletterConfirm: {
      subject: 'Confirm your Mainstreet newsletter subscription',
      heading: 'One more step',
      intro: "Someone, hopefully you, asked for news from Mainstreet's local shops at this address. Please confirm that you want it.",
      action: 'Confirm my subscription',
      after: 'This link expires in 7 days. If you did not ask for it, ignore this email: you will not hear from us.',
    },
    newsletterWelcome: {
      subject: 'Welcome to the Mainstreet newsletter',
      heading: 'You are subscribed',
      intro: 'Thanks for confirming. Now and then we will send you news from local shops on Mainstreet.',
      action: 'Visit Mainstreet',
      after: '',
    },
    newsletterFooter: 'You receive this because this address was entered in the newsletter form at Mainstreet.',
    unsubscribe: 'Unsubscribe',
    paymentPending: () => 'Your payment is being confirmed; we will let the shops know as soon as it clears.',
    paymentDone: () => 'Your payment was successful and the shops have been notified.',
    confirmationSubject: (total) => `Your Mainstreet order confirmation (${total})`,
    thanks: (shops) => `Thank you for your order from ${shops === 1 ? '1 shop' : `${shops} shops`}.`,
    placedOn: (date) => `Placed on ${date}`,
    subtotal: 'Subtotal',
    total: 'Total',
    totalCharged: 'Total charged',
    yourConfirmation: 'Your order confirmation',
    thankYouHeading: 'Thank you for your order',
    viewConfirmation: 'View your order confirmation',
    newOrderSubject: (number, total) => `New order #${number} (${total})`,
    newOrderHeading: (number) => `New order #${number}`,
    goodNews: (shop) => `Good news: ${shop} has a new order.`,
    manageOrders: 'Manage your orders',
    notificationsOn: 'You receive this email because email notifications are on in your shop settings.',
    cancelledSubject: (shop, refunded) => (refunded ? `Your order from ${shop} was cancelled and refunded` : `Your order from ${shop} was cancelled`),
    cancelledHeading: (refunded) => (refunded ? 'Your order was cancelled and refunded' : 'Your order was cancelled'),
    shopClosed: (shop, number) => `${shop} has closed its shop on Mainstreet, so your order #${number} was cancelled.`,
    refunding: (amount) =>
      `We are refunding ${amount} to the card you paid with. Refunds usually appear on your statement within 5 to 10 business days.`,
    nothingToRefund: 'Nothing was charged for this order, so there is nothing to refund.',
    sorry: 'We are sorry for the trouble.',
    viewOrders: 'View your orders',
    contactSubject: (name) => `Contact form: message from ${name}`,
    contactFrom: (name, email, date) => `From ${name} <${email}>, ${date}`,
    allMessages: 'All messages',
    contactHeading: 'A message from the contact form',
    openMessages: 'Open the messages',
    orderOf: (shop, number) => `${shop}, order #${number}`,
    orderNumber: (number) => `order #${number}`,
    line: (quantity, name, price, total) => `${quantity} × ${name} @ ${price} = ${total}`,
    collectedBy: (by) => `collected by ${by}`,
    shippingTo: 'Shipping to',
    columns: ['Product', 'Qty', 'Price', 'Subtotal'],
  },
  'fr-CA': {
    greeting: (name) => `Bonjour ${name},`,
    pasteLink: 'Ou collez ce lien dans votre navigateur :',
    footer:
      'Mainstreet donne aux commerces locaux des outils numériques intelligents et rapproche les commerçants de leur communauté et les consommateurs engagés.',
    verify: {
      subject: 'Vérifiez votre adresse courriel Mainstreet',
      heading: 'Confirmez votre adresse courriel',
      intro: 'Merci de vous être inscrit à Mainstreet. Veuillez confirmer que cette adresse courriel est bien la vôtre.',
      action: 'Vérifier l’adresse courriel',
      validity: 'Ce lien ne fonctionne qu’une fois et expire dans 24 heures. Si vous n’avez pas créé de compte Mainstreet, vous pouvez ignorer ce courriel.',
    },
    reset: {
      subject: 'Réinitialisez votre mot de passe Mainstreet',
      heading: 'Réinitialisez votre mot de passe',
      intro: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Mainstreet.',
      action: 'Choisir un nouveau mot de passe',
      validity:
        'Ce lien ne fonctionne qu’une fois et expire dans 1 heure. Si vous n’avez rien demandé, vous pouvez ignorer ce courriel : votre mot de passe reste le même.',
    },
    setup: {
      subject: 'Choisissez votre mot de passe Mainstreet',
      heading: 'Bienvenue sur Mainstreet',
      intro: 'Un administrateur vous a créé un compte Mainstreet. Choisissez un mot de passe pour commencer à l’utiliser.',
      action: 'Choisir votre mot de passe',
      validity: 'Ce lien ne fonctionne qu’une fois et expire dans 72 heures. Ensuite, utilisez « Mot de passe oublié » sur la page de connexion.',
    },
    attempts: {
      subject: 'Quelqu’un tente de se connecter à votre compte Mainstreet',
      heading: 'Nombreuses tentatives de connexion',
      intro:
        'Quelqu’un a saisi un mauvais mot de passe pour votre compte Mainstreet à de nombreuses reprises au cours des dernières minutes, depuis plusieurs adresses. ' +
        'Pour le protéger, chaque nouvelle tentative de connexion attend maintenant un peu avant d’être vérifiée. Vous pouvez toujours vous connecter comme d’habitude.',
      action: 'Si ce n’était pas vous, choisissez un nouveau mot de passe',
      validity: 'Si c’était vous, vous n’avez rien à faire. Nous ne vous écrirons plus au sujet des tentatives dans les 15 prochaines minutes.',
    },
    newsletterConfirm: {
      subject: 'Confirmez votre abonnement à l’infolettre Mainstreet',
      heading: 'Encore une étape',
      intro:
        'Quelqu’un, sans doute vous, a demandé à recevoir à cette adresse des nouvelles des commerces locaux de Mainstreet. Veuillez confirmer que vous le souhaitez.',
      action: 'Confirmer mon abonnement',
      after: 'Ce lien expire dans 7 jours. Si vous n’avez rien demandé, ignorez ce courriel : vous n’aurez plus de nouvelles de nous.',
    },
    newsletterWelcome: {
      subject: 'Bienvenue à l’infolettre Mainstreet',
      heading: 'Vous êtes abonné',
      intro: 'Merci de votre confirmation. De temps à autre, nous vous enverrons des nouvelles des commerces locaux de Mainstreet.',
      action: 'Visiter Mainstreet',
      after: '',
    },
    newsletterFooter: 'Vous recevez ce courriel parce que cette adresse a été saisie dans le formulaire d’infolettre de Mainstreet.',
    unsubscribe: 'Se désabonner',
    paymentPending: (shops) =>
      `Votre paiement est en cours de confirmation. Nous ${shops === 1 ? 'avertirons la boutique' : 'avertirons les boutiques'} dès qu’il sera accepté.`,
    paymentDone: (shops) => `Votre paiement a été accepté et ${shops === 1 ? 'la boutique a été avisée' : 'les boutiques ont été avisées'}.`,
    confirmationSubject: (total) => `Confirmation de votre commande Mainstreet (${total})`,
    thanks: (shops) => (shops === 1 ? 'Merci pour votre commande auprès d’une boutique.' : `Merci pour votre commande auprès de ${shops} boutiques.`),
    placedOn: (date) => `Passée le ${date}`,
    subtotal: 'Sous-total',
    total: 'Total',
    totalCharged: 'Total débité',
    yourConfirmation: 'Votre confirmation de commande',
    thankYouHeading: 'Merci pour votre commande',
    viewConfirmation: 'Voir votre confirmation de commande',
    newOrderSubject: (number, total) => `Nouvelle commande n° ${number} (${total})`,
    newOrderHeading: (number) => `Nouvelle commande n° ${number}`,
    goodNews: (shop) => `Bonne nouvelle : ${shop} a reçu une nouvelle commande.`,
    manageOrders: 'Gérer vos commandes',
    notificationsOn: 'Vous recevez ce courriel parce que les notifications par courriel sont activées dans les paramètres de votre boutique.',
    cancelledSubject: (shop, refunded) =>
      refunded ? `Votre commande chez ${shop} a été annulée et remboursée` : `Votre commande chez ${shop} a été annulée`,
    cancelledHeading: (refunded) => (refunded ? 'Votre commande a été annulée et remboursée' : 'Votre commande a été annulée'),
    shopClosed: (shop, number) => `${shop} a fermé sa boutique sur Mainstreet : votre commande n° ${number} a donc été annulée.`,
    refunding: (amount) =>
      `Nous remboursons ${amount} sur la carte avec laquelle vous avez payé. Les remboursements apparaissent habituellement sur votre relevé d’ici 5 à 10 jours ouvrables.`,
    nothingToRefund: 'Rien n’a été débité pour cette commande : il n’y a donc rien à rembourser.',
    sorry: 'Nous sommes désolés de ce désagrément.',
    viewOrders: 'Voir vos commandes',
    contactSubject: (name) => `Formulaire de contact : message de ${name}`,
    contactFrom: (name, email, date) => `De ${name} <${email}>, ${date}`,
    allMessages: 'Tous les messages',
    contactHeading: 'Un message du formulaire de contact',
    openMessages: 'Ouvrir les messages',
    orderOf: (shop, number) => `${shop}, commande n° ${number}`,
    orderNumber: (number) => `commande n° ${number}`,
    line: (quantity, name, price, total) => `${quantity} × ${name} à ${price} = ${total}`,
    collectedBy: (by) => `perçue par ${by}`,
    shippingTo: 'Livraison à',
    columns: ['Produit', 'Qté', 'Prix', 'Sous-total'],
  },
};

/** The Canadian sales taxes by their French abbreviations. */
const TAX_NAMES_FR: Record<string, string> = { GST: 'TPS', HST: 'TVH', QST: 'TVQ', PST: 'TVP', RST: 'TVD' };

/** Money, dates and tax labels of one mail, in its language. */
class Writer {
  readonly copy: Copy;
  constructor(readonly locale: Locale) {
    this.copy = COPY[locale];
  }
  money = (cents: number) => formatMoneyIn(this.locale, cents);
  placedOn = (iso: string) => formatDateTimeIn(this.locale, iso);
  /** "GST 5%" as "TPS 5 %", "QST 9.975%" as "TVQ 9,975 %" (labels are stored in English). */
  taxLabel = (label: string) => {
    const match = /^([A-Z]+) ([\d.]+)%$/.exec(label);
    if (this.locale === 'en-CA' || !match) return label;
    return `${TAX_NAMES_FR[match[1]] ?? match[1]} ${formatNumberIn(this.locale, Number(match[2]))} %`;
  };
}

/** Renders a message with links under `publicUrl` (no trailing slash), in `locale` (English by default). */
export function renderMail(message: MailMessage, publicUrl: string, locale: Locale = DEFAULT_LOCALE): RenderedMail {
  const w = new Writer(locale);
  const { copy } = w;
  switch (message.kind) {
    case 'verify-email':
      return accountLink(w, message.payload, copy.verify, `${publicUrl}/verify-email/${encodeURIComponent(message.payload.token)}`);
    case 'password-reset':
      return accountLink(w, message.payload, copy.reset, `${publicUrl}/reset-password/${encodeURIComponent(message.payload.token)}`);
    case 'password-setup':
      return accountLink(w, message.payload, copy.setup, `${publicUrl}/reset-password/${encodeURIComponent(message.payload.token)}`);
    case 'sign-in-attempts':
      return accountLink(w, message.payload, copy.attempts, `${publicUrl}/forgot-password`);
    case 'order-confirmation':
      return orderConfirmation(w, message.payload, publicUrl);
    case 'vendor-new-order':
      return vendorNewOrder(w, message.payload, publicUrl);
    case 'shop-closed-order-cancelled':
      return shopClosedOrderCancelled(w, message.payload, publicUrl);
    case 'contact-message':
      return contactMessage(w, message.payload, publicUrl);
    case 'newsletter-confirm':
      return newsletterMail(w, message.payload, publicUrl, copy.newsletterConfirm, `${publicUrl}/newsletter/confirm/${encodeURIComponent(message.payload.confirmToken ?? '')}`);
    case 'newsletter-welcome':
      return newsletterMail(w, message.payload, publicUrl, copy.newsletterWelcome, publicUrl);
  }
}

function accountLink(w: Writer, payload: Pick<AccountLinkPayload, 'name'>, copy: AccountLinkCopy, link: string): RenderedMail {
  const greeting = w.copy.greeting(payload.name);
  const text = [greeting, '', copy.intro, '', `${copy.action}${w.locale === 'fr-CA' ? ' :' : ':'} ${link}`, '', copy.validity, '', '— Mainstreet'].join('\n');
  const html = layout(
    w,
    copy.subject,
    `${heading(copy.heading)}
     ${paragraph(escapeHtml(greeting))}
     ${paragraph(escapeHtml(copy.intro))}
     ${button(copy.action, link)}
     ${paragraph(`${escapeHtml(w.copy.pasteLink)}<br><a href="${escapeHtml(link)}" style="color:${BRAND};word-break:break-all;">${escapeHtml(link)}</a>`)}
     ${paragraph(escapeHtml(copy.validity), true)}`,
  );
  return { subject: copy.subject, text, html };
}

/** "Label: value", with French's space before the colon. */
const labelled = (w: Writer, label: string, value: string) => `${label}${w.locale === 'fr-CA' ? ' :' : ':'} ${value}`;

function orderConfirmation(w: Writer, payload: OrderConfirmationPayload, publicUrl: string): RenderedMail {
  const { copy } = w;
  const link = payload.paymentId ? `${publicUrl}/orders/confirmation/${encodeURIComponent(payload.paymentId)}` : `${publicUrl}/customer/orders`;
  const status = (payload.paymentPending ? copy.paymentPending : copy.paymentDone)(payload.orders.length);
  const thanks = `${copy.thanks(payload.orders.length)} ${status}`;
  const placed = copy.placedOn(w.placedOn(payload.placedAt));
  const subject = copy.confirmationSubject(w.money(payload.totalCents));
  const text = [
    copy.greeting(payload.customerName),
    '',
    thanks,
    placed,
    '',
    ...payload.orders.flatMap((order) => [...orderText(w, order), '']),
    labelled(w, copy.subtotal, w.money(payload.subtotalCents)),
    ...checkoutTaxes(payload).map(([label, cents]) => labelled(w, w.taxLabel(label), w.money(cents))),
    labelled(w, copy.totalCharged, w.money(payload.totalCents)),
    '',
    ...shippingText(w, payload.shipping),
    '',
    labelled(w, copy.yourConfirmation, link),
    '',
    '— Mainstreet',
  ].join('\n');
  const html = layout(
    w,
    subject,
    `${heading(escapeHtml(copy.thankYouHeading))}
     ${paragraph(escapeHtml(copy.greeting(payload.customerName)))}
     ${paragraph(escapeHtml(thanks))}
     ${paragraph(escapeHtml(placed), true)}
     ${payload.orders.map((order) => orderHtml(w, order)).join('')}
     ${totalsHtml(w, [
       [copy.subtotal, payload.subtotalCents],
       ...checkoutTaxes(payload).map(([label, cents]): [string, number] => [w.taxLabel(label), cents]),
       [copy.totalCharged, payload.totalCents],
     ])}
     ${shippingHtml(w, payload.shipping)}
     ${button(copy.viewConfirmation, link)}`,
  );
  return { subject, text, html };
}

function vendorNewOrder(w: Writer, payload: VendorNewOrderPayload, publicUrl: string): RenderedMail {
  const { copy } = w;
  const link = `${publicUrl}/vendor/orders`;
  const { order } = payload;
  const subject = copy.newOrderSubject(order.shortNumber, w.money(order.totalCents));
  const placed = copy.placedOn(w.placedOn(payload.placedAt));
  const text = [
    copy.goodNews(order.shopName),
    placed,
    '',
    ...orderText(w, order),
    '',
    ...shippingText(w, payload.shipping),
    '',
    labelled(w, copy.manageOrders, link),
    '',
    copy.notificationsOn,
    '— Mainstreet',
  ].join('\n');
  const html = layout(
    w,
    subject,
    `${heading(escapeHtml(copy.newOrderHeading(order.shortNumber)))}
     ${paragraph(escapeHtml(copy.goodNews(order.shopName)))}
     ${paragraph(escapeHtml(placed), true)}
     ${orderHtml(w, order)}
     ${shippingHtml(w, payload.shipping)}
     ${button(copy.manageOrders, link)}
     ${paragraph(escapeHtml(copy.notificationsOn), true)}`,
  );
  return { subject, text, html };
}

function shopClosedOrderCancelled(w: Writer, payload: ShopClosedOrderCancelledPayload, publicUrl: string): RenderedMail {
  const { copy } = w;
  const link = `${publicUrl}/customer/orders`;
  const { order } = payload;
  const refunded = payload.refundCents > 0;
  const subject = copy.cancelledSubject(order.shopName, refunded);
  const what = copy.shopClosed(order.shopName, order.shortNumber);
  const money = refunded ? copy.refunding(w.money(payload.refundCents)) : copy.nothingToRefund;
  const placed = copy.placedOn(w.placedOn(payload.placedAt));
  const text = [
    copy.greeting(payload.customerName),
    '',
    what,
    money,
    placed,
    '',
    ...orderText(w, order),
    '',
    labelled(w, copy.yourConfirmation, link),
    '',
    copy.sorry,
    '— Mainstreet',
  ].join('\n');
  const html = layout(
    w,
    subject,
    `${heading(escapeHtml(copy.cancelledHeading(refunded)))}
     ${paragraph(escapeHtml(copy.greeting(payload.customerName)))}
     ${paragraph(escapeHtml(what))}
     ${paragraph(escapeHtml(money))}
     ${paragraph(escapeHtml(placed), true)}
     ${orderHtml(w, order)}
     ${button(copy.viewOrders, link)}
     ${paragraph(escapeHtml(copy.sorry), true)}`,
  );
  return { subject, text, html };
}

function contactMessage(w: Writer, payload: ContactMessagePayload, publicUrl: string): RenderedMail {
  const { copy } = w;
  const link = `${publicUrl}/admin/messages`;
  const subject = copy.contactSubject(payload.name);
  const from = copy.contactFrom(payload.name, payload.email, w.placedOn(payload.receivedAt));
  const text = [from, '', payload.message, '', labelled(w, copy.allMessages, link), '', '— Mainstreet'].join('\n');
  const html = layout(
    w,
    subject,
    `${heading(escapeHtml(copy.contactHeading))}
     ${paragraph(escapeHtml(from), true)}
     ${paragraph(escapeHtml(payload.message).replace(/\n/g, '<br>'))}
     ${button(copy.openMessages, link)}`,
  );
  return { subject, text, html };
}

/** Newsletter mail: always ends with the link that unsubscribes the address without signing in. */
function newsletterMail(w: Writer, payload: NewsletterLinkPayload, publicUrl: string, copy: NewsletterCopy, link: string): RenderedMail {
  const unsubscribe = `${publicUrl}/newsletter/unsubscribe/${encodeURIComponent(payload.unsubscribeToken)}`;
  const footer = `${w.copy.newsletterFooter} ${labelled(w, w.copy.unsubscribe, unsubscribe)}`;
  const text = [copy.intro, '', labelled(w, copy.action, link), '', ...(copy.after ? [copy.after, ''] : []), footer, '— Mainstreet'].join('\n');
  const html = layout(
    w,
    copy.subject,
    `${heading(escapeHtml(copy.heading))}
     ${paragraph(escapeHtml(copy.intro))}
     ${button(copy.action, link)}
     ${copy.after ? paragraph(escapeHtml(copy.after), true) : ''}
     ${paragraph(
       `${escapeHtml(w.copy.newsletterFooter)} <a href="${escapeHtml(unsubscribe)}" style="color:${BRAND};">${escapeHtml(w.copy.unsubscribe)}</a>`,
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
const collector = (w: Writer, tax: OrderMailTax, shopName: string) => w.copy.collectedBy(tax.collectedBy === 'platform' ? 'Mainstreet' : shopName);

/** The checkout's taxes: each label's amounts over its orders, in the order they first appear. */
function checkoutTaxes(payload: { orders: OrderMailOrder[] }): [string, number][] {
  const sums = new Map<string, number>();
  for (const order of payload.orders) for (const tax of orderTaxes(order)) sums.set(tax.label, (sums.get(tax.label) ?? 0) + tax.amountCents);
  return [...sums.entries()];
}

function orderText(w: Writer, order: OrderMailOrder): string[] {
  const { copy } = w;
  return [
    copy.orderOf(order.shopName, order.shortNumber),
    ...order.lines.map((line) => `  ${copy.line(line.quantity, line.name, w.money(line.unitPriceCents), w.money(line.unitPriceCents * line.quantity))}`),
    `  ${copy.subtotal} ${w.money(order.subtotalCents)}`,
    ...orderTaxes(order).map((tax) => `  ${w.taxLabel(tax.label)} ${w.money(tax.amountCents)} (${collector(w, tax, order.shopName)})`),
    `  ${copy.total} ${w.money(order.totalCents)}`,
  ];
}

function shippingText(w: Writer, shipping: OrderMailShipping): string[] {
  return [
    `${w.copy.shippingTo}${w.locale === 'fr-CA' ? ' :' : ':'}`,
    `  ${shipping.fullName}`,
    `  ${shipping.address}`,
    `  ${shipping.postalCode}`,
    `  ${shipping.phone}, ${shipping.email}`,
  ];
}

const cell = (content: string, align: 'left' | 'right' = 'left', extra = '') =>
  `<td style="padding:6px 0;border-bottom:1px solid ${LINE};text-align:${align};${extra}">${content}</td>`;

function orderHtml(w: Writer, order: OrderMailOrder): string {
  const [product, quantity, price, subtotal] = w.copy.columns;
  const rows = order.lines
    .map(
      (line) =>
        `<tr>${cell(escapeHtml(line.name))}${cell(String(line.quantity), 'right')}${cell(w.money(line.unitPriceCents), 'right')}${cell(
          w.money(line.unitPriceCents * line.quantity),
          'right',
        )}</tr>`,
    )
    .join('');
  return `<h2 style="margin:24px 0 8px;font-size:16px;color:${INK};">${escapeHtml(order.shopName)} <span style="color:${MUTED};font-weight:normal;">· ${escapeHtml(w.copy.orderNumber(order.shortNumber))}</span></h2>
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px;color:${INK};">
      <tr style="color:${MUTED};font-size:12px;text-transform:uppercase;">${cell(product)}${cell(quantity, 'right')}${cell(price, 'right')}${cell(subtotal, 'right')}</tr>
      ${rows}
      <tr>${cell(escapeHtml(w.copy.subtotal), 'left', `color:${MUTED};`)}<td colspan="2"></td>${cell(w.money(order.subtotalCents), 'right')}</tr>
      ${orderTaxes(order)
        .map(
          (tax) =>
            `<tr>${cell(`${escapeHtml(w.taxLabel(tax.label))} <span style="font-size:12px;">(${escapeHtml(collector(w, tax, order.shopName))})</span>`, 'left', `color:${MUTED};`)}<td colspan="2"></td>${cell(w.money(tax.amountCents), 'right')}</tr>`,
        )
        .join('')}
      <tr>${cell(`<strong>${escapeHtml(w.copy.total)}</strong>`)}<td colspan="2"></td>${cell(`<strong>${w.money(order.totalCents)}</strong>`, 'right')}</tr>
    </table>`;
}

function totalsHtml(w: Writer, rows: [string, number][]): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:24px;border-collapse:collapse;font-size:15px;color:${INK};">
    ${rows
      .map(
        ([label, cents], index) =>
          `<tr>${cell(index === rows.length - 1 ? `<strong>${escapeHtml(label)}</strong>` : escapeHtml(label))}${cell(
            index === rows.length - 1 ? `<strong>${w.money(cents)}</strong>` : w.money(cents),
            'right',
          )}</tr>`,
      )
      .join('')}
  </table>`;
}

function shippingHtml(w: Writer, shipping: OrderMailShipping): string {
  const lines = [shipping.fullName, shipping.address, shipping.postalCode, `${shipping.phone} · ${shipping.email}`].map(escapeHtml);
  return `<h2 style="margin:24px 0 8px;font-size:16px;color:${INK};">${escapeHtml(w.copy.shippingTo)}</h2>${paragraph(lines.join('<br>'))}`;
}

const heading = (html: string) => `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${INK};">${html}</h1>`;

const paragraph = (html: string, muted = false) =>
  `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:${muted ? MUTED : INK};">${html}</p>`;

const button = (label: string, href: string) =>
  `<p style="margin:24px 0;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;background:${BRAND};color:#ffffff;text-decoration:none;font-weight:bold;border-radius:6px;">${escapeHtml(label)}</a></p>`;

/** The Mainstreet look in inline styles (mail clients ignore style sheets): a terracotta header on a warm background. */
function layout(w: Writer, title: string, body: string): string {
  return `<!doctype html>
<html lang="${w.locale === 'fr-CA' ? 'fr' : 'en'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#fdf4ef;font-family:Helvetica,Arial,sans-serif;">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fdf4ef;padding:24px 12px;">
    <tr><td align="center">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden;border:1px solid ${LINE};">
        <tr><td style="background:${BRAND};padding:18px 28px;color:#ffffff;font-size:20px;font-weight:bold;letter-spacing:0.5px;">Mainstreet</td></tr>
        <tr><td style="padding:28px;">${body}</td></tr>
        <tr><td style="padding:16px 28px;border-top:1px solid ${LINE};color:${MUTED};font-size:12px;line-height:1.5;">
          ${escapeHtml(w.copy.footer)}
        </td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>`;
}
