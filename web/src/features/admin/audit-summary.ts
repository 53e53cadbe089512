import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Province, TransferState } from '../../gql/graphql';
import { formatDate, formatMoneyCents, formatNumber, formatPercent } from '../../lib/format';
import { DEFAULT_LOCALE, parseLocale, type Locale } from '../../lib/i18n/locales';
import { orderStatusText } from '../../lib/order-status-text';
import { PROVINCE_NAMES, provinceName } from '../../lib/provinces';
import { ROLE_TEXT } from '../../lib/role-text';
import { TRANSFER_STATE_LABELS } from '../../lib/transfer-state';

/**
 * An audit entry's summary in the reader's language (issue 20). The API keeps each summary as an
 * English sentence (`summary`, for integrators) and as a message id with its values (`summaryMessage`):
 * the words are ours, the values (amounts in cents, rates, roles, statuses, dates) are formatted here.
 * An entry written before the API kept messages, an id this table does not know, or a message without
 * the values it needs shows the English sentence, as it was written.
 */
type Summary = {
  summary: string;
  summaryMessage?: { id: string; params: readonly { name: string; value?: string | null }[] } | null;
};
/** A message's values by name; a value the API sent as null is left out. */
type Values = Readonly<Record<string, string>>;
type Wording = (values: Values, context: Context) => MessageDescriptor | undefined;
type Context = { i18n: I18n; locale: Locale };

/** The fields an entry names ("Changed email and username of ..."), as words. */
const FIELD_TEXT: Record<string, MessageDescriptor> = {
  username: msg`username`,
  email: msg`email`,
  phone: msg`phone`,
  name: msg`name`,
};

/** A comma-separated list of fields as a list of words: "email and phone", "courriel et téléphone". */
function fieldList(fields: string, { i18n, locale }: Context): string {
  const words = fields
    .split(',')
    .filter(Boolean)
    .map((field) => (FIELD_TEXT[field] ? i18n._(FIELD_TEXT[field]) : field));
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(words);
}

const role = (value: string, { i18n }: Context) => (value in ROLE_TEXT ? i18n._(ROLE_TEXT[value as keyof typeof ROLE_TEXT]) : value);
const cents = (value: string, { locale }: Context) => formatMoneyCents(Number(value), locale);
const percent = (value: string, { locale }: Context) => formatPercent(Number(value) / 100, locale, 3);
const count = (value: string, { locale }: Context) => formatNumber(Number(value), locale);
const status = (value: string, { i18n }: Context) => orderStatusText(value, (message) => i18n._(message));
const account = (values: Values) => `${values.username} (${values.email})`;

/** Values that are numbers (amounts in cents, rates, counts): a message with one that is not shows the English sentence. */
const NUMERIC = /Cents$|Percent$|^attempts$|^openOrders$/;

/** The values a message cannot do without: the English sentence is shown when one is missing. */
const needs =
  (names: readonly string[], wording: Wording): Wording =>
  (values, context) => {
    const present = names.every((name) => typeof values[name] === 'string' && (!NUMERIC.test(name) || Number.isFinite(Number(values[name]))));
    return present ? wording(values, context) : undefined;
  };

const MESSAGES: Record<string, Wording> = {
  'user.create': needs(['role', 'username', 'email'], (v, c) => {
    const [kind, user] = [role(v.role, c), account(v)];
    return msg`Created ${kind} account ${user}`;
  }),
  'user.update': needs(['fields', 'username', 'email'], (v, c) => {
    const [fields, user] = [fieldList(v.fields, c), account(v)];
    return msg`Changed ${fields} of ${user}`;
  }),
  'user.role_change': needs(['username', 'email', 'before', 'after'], (v, c) => {
    const [user, before, after] = [account(v), role(v.before, c), role(v.after, c)];
    return msg`Changed role of ${user} from ${before} to ${after}`;
  }),
  'user.delete': needs(['role', 'username', 'email'], (v, c) => {
    const [kind, user] = [role(v.role, c), account(v)];
    return msg`Deleted ${kind} account ${user}`;
  }),
  'profile.update': needs(['fields'], (v, c) => {
    const fields = fieldList(v.fields, c);
    return msg`Changed own ${fields}`;
  }),
  'vendor.create_verified': needs(['shop', 'email'], ({ shop, email }) => msg`Created verified shop ${shop} (${email})`),
  'vendor.create_pending': needs(['shop', 'email'], ({ shop, email }) => msg`Created pending shop ${shop} (${email})`),
  'vendor.update': needs(['fields', 'shop'], (v, c) => {
    const [fields, shop] = [fieldList(v.fields, c), v.shop];
    return msg`Changed ${fields} of shop ${shop}`;
  }),
  'vendor.verified': needs(['shop'], ({ shop }) => msg`Verified shop ${shop}`),
  'vendor.pending': needs(['shop'], ({ shop }) => msg`Set shop ${shop} back to pending`),
  'vendor.delete': needs(['shop', 'openOrders'], (v, c) => {
    const { shop, ownerEmail } = v;
    const orders = Number(v.openOrders);
    const refunded = cents(v.refundedCents ?? '0', c);
    if (!orders) return ownerEmail ? msg`Deleted shop ${shop} and its owner account ${ownerEmail}` : msg`Deleted shop ${shop}`;
    return ownerEmail
      ? msg`Deleted shop ${shop} and its owner account ${ownerEmail}; cancelled ${plural(orders, { one: '# open order', other: '# open orders' })} (${refunded} refunded)`
      : msg`Deleted shop ${shop}; cancelled ${plural(orders, { one: '# open order', other: '# open orders' })} (${refunded} refunded)`;
  }),
  'product.featured': needs(['product'], ({ product }) => msg`Featured "${product}" on the home page`),
  'product.unfeatured': needs(['product'], ({ product }) => msg`Stopped featuring "${product}" on the home page`),
  'product.price_change': needs(['product', 'beforeCents', 'afterCents'], (v, c) => {
    const [product, before, after] = [v.product, cents(v.beforeCents, c), cents(v.afterCents, c)];
    return msg`Changed the price of ${product} from ${before} to ${after}`;
  }),
  'product.stock_change': needs(['product', 'before', 'after'], (v, c) => {
    if (!Number.isFinite(Number(v.before)) || !Number.isFinite(Number(v.after))) return undefined;
    const [product, before, after] = [v.product, count(v.before, c), count(v.after, c)];
    return msg`Changed the stock of ${product} from ${before} to ${after}`;
  }),
  'order.status_change': needs(['order', 'status', 'before'], (v, c) => {
    const [order, now, before] = [v.order, status(v.status, c), status(v.before, c)];
    return msg`Marked order #${order} ${now} (was ${before})`;
  }),
  'order.cancelled_shop_closed': needs(['order', 'before', 'shop'], (v, c) => {
    const [order, before, shop] = [v.order, status(v.before, c), v.shop];
    if (!v.refundedCents || v.refundedCents === '0') return msg`Cancelled order #${order} (was ${before}): shop ${shop} closed`;
    const refunded = cents(v.refundedCents, c);
    return msg`Cancelled order #${order} (was ${before}): shop ${shop} closed, ${refunded} refunded`;
  }),
  'order.cancelled_payment_failed': needs(['order'], ({ order }) => msg`Order #${order} cancelled: the payment failed`),
  'password.change': needs(['username'], ({ username }) => msg`${username} changed their password`),
  'password.reset': needs(['email'], ({ email }) => msg`${email} set a new password from an emailed link`),
  'refund.retry': needs(['amountCents', 'order', 'attempts'], (v, c) => {
    const [amount, order, attempts] = [cents(v.amountCents, c), v.order, Number(v.attempts)];
    // The payment provider's own words, as it gave them.
    const reason = v.lastError ?? c.i18n._(msg`no reason kept`);
    return msg`Retried the refund of ${amount} for order #${order} (${plural(attempts, { one: '# failed attempt', other: '# failed attempts' })}: ${reason})`;
  }),
  'transfer.retry': needs(['amountCents', 'order'], (v, c) => {
    const [amount, order] = [cents(v.amountCents, c), v.order];
    return msg`Retried the transfer of ${amount} for order #${order}`;
  }),
  'reversal.retry': needs(['amountCents', 'order'], (v, c) => {
    const [amount, order] = [cents(v.amountCents, c), v.order];
    return msg`Retried the reversal of ${amount} for order #${order}`;
  }),
  'commission.platform': needs(['ratePercent', 'beforePercent'], (v, c) => {
    const [rate, before] = [percent(v.ratePercent, c), percent(v.beforePercent, c)];
    return msg`Set the platform commission to ${rate} (was ${before}) for orders placed from now on`;
  }),
  'commission.shop': needs(['shop'], (v, c) => {
    const platformRate = c.i18n._(msg`the platform rate`);
    const shop = v.shop;
    const rate = v.ratePercent === undefined ? platformRate : percent(v.ratePercent, c);
    const before = v.beforePercent === undefined ? platformRate : percent(v.beforePercent, c);
    return msg`Set the commission of shop ${shop} to ${rate} (was ${before}) for orders placed from now on`;
  }),
  'tax_rate.add': needs(['tax', 'province', 'ratePercent', 'effectiveFrom'], (v, c) => {
    if (!(v.province in PROVINCE_NAMES)) return undefined;
    const [tax, province, rate, from] = [v.tax, provinceName(v.province as Province, c.locale), percent(v.ratePercent, c), formatDate(v.effectiveFrom, c.locale)];
    return msg`${tax} in ${province} set to ${rate} from ${from}`;
  }),
};

/** The entry's summary for the reader of `i18n`'s language; its English sentence where we cannot word it. */
export function auditSummaryText(i18n: I18n, entry: Summary): string {
  const message = entry.summaryMessage;
  const wording = message ? MESSAGES[message.id] : undefined;
  if (!message || !wording) return entry.summary;
  const values: Values = Object.fromEntries(message.params.flatMap((param) => (param.value == null ? [] : [[param.name, param.value]])));
  const descriptor = wording(values, { i18n, locale: parseLocale(i18n.locale) ?? DEFAULT_LOCALE });
  return descriptor ? i18n._(descriptor) : entry.summary;
}

/** The fields an entry's changes name, as words (an unknown one shows as the API names it). */
const CHANGE_FIELD_TEXT: Record<string, MessageDescriptor> = {
  ...FIELD_TEXT,
  role: msg`role`,
  status: msg`status`,
  isVerified: msg`verified`,
  priceCents: msg`price`,
  stock: msg`stock`,
  ratePercent: msg`commission rate`,
  rate: msg`rate`,
  province: msg`province`,
  tax: msg`tax`,
  effectiveFrom: msg`effective from`,
  attempts: msg`attempts`,
  state: msg`transfer state`,
  lastError: msg`last error`,
};

/** A changed value in the reader's language and formats; as the API wrote it where we do not know it. */
function changeValue(field: string, value: string, context: Context): string {
  const { i18n, locale } = context;
  const number = Number(value);
  switch (field) {
    case 'role':
      return role(value, context);
    case 'status':
      return status(value, context);
    case 'state':
      return value in TRANSFER_STATE_LABELS ? i18n._(TRANSFER_STATE_LABELS[value as TransferState]) : value;
    case 'isVerified':
      return value === 'true' ? i18n._(msg`yes`) : value === 'false' ? i18n._(msg`no`) : value;
    case 'priceCents':
      return Number.isFinite(number) ? formatMoneyCents(number, locale) : value;
    case 'ratePercent':
    case 'rate':
      return Number.isFinite(number) ? formatPercent(number / 100, locale, 3) : value;
    case 'stock':
    case 'attempts':
      return Number.isFinite(number) ? formatNumber(number, locale) : value;
    case 'province':
      return value in PROVINCE_NAMES ? provinceName(value as Province, locale) : value;
    case 'effectiveFrom':
      return formatDate(value, locale);
    default:
      return value;
  }
}

/** One change of an entry, its field and values worded for the reader (null values stay null). */
export function auditChangeText(i18n: I18n, change: { field: string; before?: string | null; after?: string | null }) {
  const context = { i18n, locale: parseLocale(i18n.locale) ?? DEFAULT_LOCALE };
  const label = CHANGE_FIELD_TEXT[change.field];
  return {
    field: label ? i18n._(label) : change.field,
    before: change.before == null ? null : changeValue(change.field, change.before, context),
    after: change.after == null ? null : changeValue(change.field, change.after, context),
  };
}
