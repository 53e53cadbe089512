import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatMoney } from './format';
import { DEFAULT_LOCALE, parseLocale } from './i18n/locales';
import { provinceName } from './provinces';
import type { Province } from '../gql/graphql';

/**
 * The API's messages in the reader's language (issue 20, item 6). The API keeps a stable
 * `extensions.code` and, for messages with values, `extensions.params`; it writes its message in
 * English. The web app owns the words: a code whose message is always the same maps to one message;
 * a code with several (BAD_USER_INPUT, NOT_FOUND...) maps to its messages told apart by the English the
 * API sends, whose values come from `params` when the API gives them, else from that English. Each
 * English message below is word for word the API's, so an English reader sees what the API says.
 * A code or message that is not here shows the server's own message.
 *
 * The catalog of these messages is the `notices` area (lingui.config.ts), loaded with the customer's
 * pages; where it is not loaded, the server's message is shown.
 */

type Params = Readonly<Record<string, unknown>>;
/** One message of a code: the API's English (a pattern whose groups are its values), and ours. */
type Rule = { english: RegExp; message: (values: readonly string[], params: Params, i18n: I18n) => MessageDescriptor };

/** The first of `names` that the API's params carry, else the value read from its English. */
function param(params: Params, names: readonly string[], fallback: string | undefined): string {
  for (const name of names) {
    const value = params[name];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return fallback ?? '';
}

const exact = (english: string, message: MessageDescriptor): Rule => ({
  english: new RegExp(`^${english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  message: () => message,
});

/**
 * An amount in the reader's format ("1 234,50 $"): from the API's params in cents (`cents`) when it
 * sends them, else from its English ("$1,234.50").
 */
function money(english: string, i18n: I18n, cents?: unknown): string {
  const dollars = typeof cents === 'number' ? cents / 100 : Number(english.replace(/[$,\s]/g, ''));
  const locale = parseLocale(i18n.locale);
  return Number.isFinite(dollars) && locale ? formatMoney(dollars, locale) : english;
}

const STOCK = ['stock', 'available', 'left', 'quantity'];
const NAME = ['productName', 'name', 'product'];
const MINUTES = ['minutes', 'windowMinutes'];
const SECONDS = ['seconds', 'resetSeconds', 'retryAfter'];

const OUT_OF_STOCK: Rule[] = [
  {
    english: /^Only (\d+) of "(.*)" left in stock\.$/s,
    message: ([stock, name], params) => {
      const left = param(params, STOCK, stock);
      const product = param(params, NAME, name);
      return msg`Only ${left} of "${product}" left in stock.`;
    },
  },
  {
    english: /^"(.*)" is out of stock\.$/s,
    message: ([name], params) => {
      const product = param(params, NAME, name);
      return msg`"${product}" is out of stock.`;
    },
  },
];

const TOO_MANY_REQUESTS: Rule[] = [
  {
    english: /^Too many sign-in attempts\. Please wait (\d+) minutes and try again\.$/,
    message: ([minutes], params) => {
      const wait = param(params, MINUTES, minutes);
      return msg`Too many sign-in attempts. Please wait ${wait} minutes and try again.`;
    },
  },
  {
    english: /^Too many password reset requests\. Please wait (\d+) minutes and try again\.$/,
    message: ([minutes], params) => {
      const wait = param(params, MINUTES, minutes);
      return msg`Too many password reset requests. Please wait ${wait} minutes and try again.`;
    },
  },
  {
    english: /^Too many requests\. Please wait (\d+) seconds and try again\.$/,
    message: ([seconds], params) => {
      const wait = param(params, SECONDS, seconds);
      return msg`Too many requests. Please wait ${wait} seconds and try again.`;
    },
  },
  exact(
    'A verification email was sent less than a minute ago. Please wait a minute and try again.',
    msg`A verification email was sent less than a minute ago. Please wait a minute and try again.`,
  ),
  exact(
    'Too many newsletter sign-ups from your address. Please wait an hour and try again.',
    msg`Too many newsletter sign-ups from your address. Please wait an hour and try again.`,
  ),
  exact(
    'You have sent several messages in the last hour. Please wait a while before sending another.',
    msg`You have sent several messages in the last hour. Please wait a while before sending another.`,
  ),
];

const BAD_USER_INPUT: Rule[] = [
  {
    english: /^Your cart total is now (.+)\. Please review your cart and try again\.$/,
    message: ([amount], params, i18n) => {
      const total = money(amount, i18n, params.totalCents);
      return msg`Your cart total is now ${total}. Please review your cart and try again.`;
    },
  },
  {
    english: /^You can have at most (\d+) of one product in your cart\.$/,
    message: ([most], params) => {
      const max = param(params, ['max', 'maxQuantity', 'limit'], most);
      return msg`You can have at most ${max} of one product in your cart.`;
    },
  },
  {
    english: /^Quantity must be a whole number from 1 to (\d+)\.$/,
    message: ([most], params) => {
      const max = param(params, ['max', 'maxQuantity', 'limit'], most);
      return msg`Quantity must be a whole number from 1 to ${max}.`;
    },
  },
  {
    english: /^Your wishlist is full \((\d+) products\)\. Remove some before adding more\.$/,
    message: ([most], params) => {
      const max = param(params, ['max', 'limit'], most);
      return msg`Your wishlist is full (${max} products). Remove some before adding more.`;
    },
  },
  {
    english: /^A cart can total at most (.+)\. Please lower a quantity\.$/,
    message: ([amount], params, i18n) => {
      const most = money(amount, i18n, params.maxCents);
      return msg`A cart can total at most ${most}. Please lower a quantity.`;
    },
  },
  {
    english: /^The postal code (\S+ ?\S*) is not in (.+)\. Please check the province or the postal code\.$/,
    message: ([postalCode, english], params, i18n) => {
      const code = param(params, ['postalCode'], postalCode);
      // The province's name in the reader's language, from its two-letter code when the API sends it.
      const sent = params.province;
      const province = typeof sent === 'string' && /^[A-Z]{2}$/.test(sent) ? provinceName(sent as Province, parseLocale(i18n.locale) ?? DEFAULT_LOCALE) : english;
      return msg`The postal code ${code} is not in ${province}. Please check the province or the postal code.`;
    },
  },
  exact('Your cart is empty.', msg`Your cart is empty.`),
  exact('This product is not in your cart.', msg`This product is not in your cart.`),
  exact('This product is not on your wishlist.', msg`This product is not on your wishlist.`),
  exact('Invalid email or password.', msg`Invalid email or password.`),
  exact('Current password is incorrect.', msg`Current password is incorrect.`),
  exact('Current password is required.', msg`Current password is required.`),
  exact('An account with this email already exists.', msg`An account with this email already exists.`),
  exact('An account with this email or username already exists.', msg`An account with this email or username already exists.`),
  exact('This username is already taken.', msg`This username is already taken.`),
  exact('Passwords do not match.', msg`Passwords do not match.`),
  exact('Passwords do not match', msg`Passwords do not match`),
  exact('Password must be at least 8 characters.', msg`Password must be at least 8 characters.`),
  exact('Password must be at most 128 characters.', msg`Password must be at most 128 characters.`),
  exact(
    'This password is on lists of leaked passwords, so it is among the first guessed. Please choose another.',
    msg`This password is on lists of leaked passwords, so it is among the first guessed. Please choose another.`,
  ),
  exact('Your password must not be your email address or username.', msg`Your password must not be your email address or username.`),
  exact('Please confirm your password.', msg`Please confirm your password.`),
  exact('Please choose an account type.', msg`Please choose an account type.`),
  exact('Username must be 3 to 30 letters, digits, dots, dashes or underscores.', msg`Username must be 3 to 30 letters, digits, dots, dashes or underscores.`),
  exact('Full name is required.', msg`Full name is required.`),
  exact('Full name must be at most 100 characters.', msg`Full name must be at most 100 characters.`),
  exact('Name is required.', msg`Name is required.`),
  exact('Name must be at most 100 characters.', msg`Name must be at most 100 characters.`),
  exact('Email is required.', msg`Email is required.`),
  exact('Password is required.', msg`Password is required.`),
  exact('Address is required.', msg`Address is required.`),
  exact('Address must be at most 300 characters.', msg`Address must be at most 300 characters.`),
  exact('Please enter a valid email address.', msg`Please enter a valid email address.`),
  exact('Please enter a valid phone number.', msg`Please enter a valid phone number.`),
  exact('Please enter a valid Canadian postal code, e.g. M5V 2T6.', msg`Please enter a valid Canadian postal code, e.g. M5V 2T6.`),
  exact('Please enter your name.', msg`Please enter your name.`),
  exact('Please enter a message.', msg`Please enter a message.`),
  exact('Payment method not ready.', msg`Payment method not ready.`),
  exact('The reset link is incomplete.', msg`The reset link is incomplete.`),
  exact('This link is invalid, has expired or has already been used.', msg`This link is invalid, has expired or has already been used.`),
  exact('This link is invalid or has expired.', msg`This link is invalid or has expired.`),
  exact('Your email address is already verified.', msg`Your email address is already verified.`),
  exact('Names cannot contain invisible or text-direction control characters.', msg`Names cannot contain invisible or text-direction control characters.`),
];

const NOT_FOUND: Rule[] = [
  exact('Product not found', msg`Product not found`),
  exact('Product not found.', msg`Product not found.`),
  exact('Order not found.', msg`Order not found.`),
  exact('Order confirmation not found.', msg`Order confirmation not found.`),
  exact('Vendor not found.', msg`Vendor not found.`),
  exact('Session not found.', msg`Session not found.`),
  exact('This link is invalid or has expired.', msg`This link is invalid or has expired.`),
  exact('This link is invalid, has expired or has already been used.', msg`This link is invalid, has expired or has already been used.`),
  exact('This product is not in your cart.', msg`This product is not in your cart.`),
  exact('This product is not on your wishlist.', msg`This product is not on your wishlist.`),
];

/** Each code's messages; a code with one message in every case maps to it whatever the English. */
const BY_CODE: Readonly<Record<string, MessageDescriptor | Rule[]>> = {
  OUT_OF_STOCK,
  TOO_MANY_REQUESTS,
  BAD_USER_INPUT,
  NOT_FOUND,
  UNAUTHENTICATED: [
    exact('Your session has expired. Please log in again.', msg`Your session has expired. Please log in again.`),
    exact('You must be signed in.', msg`You must be signed in.`),
    exact('Invalid email or password.', msg`Invalid email or password.`),
  ],
  FORBIDDEN: [
    exact('You do not have permission to do this.', msg`You do not have permission to do this.`),
    exact('Admin accounts cannot be created through signup.', msg`Admin accounts cannot be created through signup.`),
  ],
  PAYMENT_DECLINED: [
    exact('Your card was declined. Please use another card.', msg`Your card was declined. Please use another card.`),
    exact('Your card was declined.', msg`Your card was declined.`),
    exact('The payment was cancelled. Please try again or use another card.', msg`The payment was cancelled. Please try again or use another card.`),
  ],
  PAYMENT_FAILED: [
    exact(
      'The payment service did not answer. If your card was charged, your order will appear under My orders within minutes.',
      msg`The payment service did not answer. If your card was charged, your order will appear under My orders within minutes.`,
    ),
    exact(
      'The payment could not be completed: nothing was charged, and the items went back on sale.',
      msg`The payment could not be completed: nothing was charged, and the items went back on sale.`,
    ),
  ],
  CHECKOUT_IN_PROGRESS: msg`Your previous payment is still being confirmed. Please check My orders, or try again in a few minutes.`,
  SERVICE_UNAVAILABLE: msg`The service is temporarily unavailable. Please try again in a moment.`,
  INTERNAL_SERVER_ERROR: msg`Something went wrong on our side. Please try again.`,
};

/** The API's answers that are not errors (a checkout's, a verification's...), by their English. */
const ANSWERS: readonly Rule[] = [
  exact('Payment successful! Your order has been placed.', msg`Payment successful! Your order has been placed.`),
  exact('Payment received and being confirmed. Your order has been placed.', msg`Payment received and being confirmed. Your order has been placed.`),
  exact('Your email address has been verified. You can now sign in.', msg`Your email address has been verified. You can now sign in.`),
  exact('Verification email sent. Please check your inbox.', msg`Verification email sent. Please check your inbox.`),
  exact('Your email address is already verified.', msg`Your email address is already verified.`),
  exact(
    'If an account exists for that email address, we have sent it a link to reset the password. Please check your inbox.',
    msg`If an account exists for that email address, we have sent it a link to reset the password. Please check your inbox.`,
  ),
  exact('Your password has been reset. Please sign in with your new password.', msg`Your password has been reset. Please sign in with your new password.`),
  exact(
    'Account created successfully. We sent you an email to verify your address. Please sign in.',
    msg`Account created successfully. We sent you an email to verify your address. Please sign in.`,
  ),
  exact('Thanks for subscribing! Please check your inbox to confirm your address.', msg`Thanks for subscribing! Please check your inbox to confirm your address.`),
  exact('Your subscription is confirmed. Thank you!', msg`Your subscription is confirmed. Thank you!`),
  exact('You are unsubscribed: you will get no more newsletters from Mainstreet.', msg`You are unsubscribed: you will get no more newsletters from Mainstreet.`),
  exact('Thank you for your message!', msg`Thank you for your message!`),
];

/** The descriptor in `i18n`'s language, or undefined when its catalog (the `notices` area) is not loaded. */
function translate(i18n: I18n, descriptor: MessageDescriptor): string | undefined {
  // Production builds keep only the id: without the catalog, the server's English is better than an id.
  if (!(descriptor.id in (i18n.messages ?? {})) && !descriptor.message) return undefined;
  return i18n._(descriptor);
}

function fromRules(i18n: I18n, rules: readonly Rule[], english: string, params: Params): string | undefined {
  for (const rule of rules) {
    const found = rule.english.exec(english);
    if (found) return translate(i18n, rule.message(found.slice(1), params, i18n));
  }
  return undefined;
}

/**
 * A GraphQL error's message for the reader: ours for its `code` (and `params`), else the server's
 * `message` as it is.
 */
export function apiErrorText(i18n: I18n | undefined, code: unknown, message: string, params?: unknown): string {
  const entry = typeof code === 'string' && Object.hasOwn(BY_CODE, code) ? BY_CODE[code] : undefined;
  if (!i18n || !entry) return message;
  const values: Params = params && typeof params === 'object' ? (params as Params) : {};
  const translated = Array.isArray(entry) ? fromRules(i18n, entry, message.trim(), values) : translate(i18n, entry);
  return translated ?? message;
}

/** One of the API's answers ("Payment successful! ...") for the reader, else as it came. */
export function apiAnswerText(i18n: I18n | undefined, message: string): string {
  return (i18n && fromRules(i18n, ANSWERS, message.trim(), {})) ?? message;
}
