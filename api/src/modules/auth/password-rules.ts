import { dictionary } from '@zxcvbn-ts/language-common';
import { badInput } from '../../common/errors';

export const COMMON_PASSWORD = 'This password is on lists of leaked passwords, so it is among the first guessed. Please choose another.';
export const PASSWORD_IS_IDENTITY = 'Your password must not be your email address or username.';

/**
 * zxcvbn-ts's list of the most used passwords (about 49,000, from breach corpora), lower-cased once
 * on first use. A set lookup, not a full zxcvbn estimate: that costs ~17 ms of CPU per password on
 * this hardware, which a stranger could make the server spend at will; the web app shows the
 * estimate as the user types instead.
 */
let commonPasswords: Set<string> | undefined;
function isCommon(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => String(entry).toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

/** Refuses a new password that is a known leaked one, or the account's email (or its local part) or username. */
export function assertPasswordAllowed(password: string, account: { email: string; username?: string | null }): void {
  const lower = password.trim().toLowerCase();
  const email = account.email.trim().toLowerCase();
  const identities = [email, email.split('@')[0], account.username?.trim().toLowerCase()].filter((value): value is string => Boolean(value));
  if (identities.includes(lower)) throw badInput(PASSWORD_IS_IDENTITY);
  if (isCommon(password)) throw badInput(COMMON_PASSWORD);
}
