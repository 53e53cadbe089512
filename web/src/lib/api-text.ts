import type { I18n } from '@lingui/core';

/**
 * The API's messages in the reader's language, once the `notices` area has loaded the table that words
 * them (lib/api-error-messages.ts, loaded with its catalog by lib/i18n/areas.ts, so the storefront's
 * first load carries neither). Until then, and for anything the table does not know, the server's
 * own message.
 */
type Wording = {
  apiErrorText: (i18n: I18n | undefined, code: unknown, message: string, params?: unknown) => string;
  apiAnswerText: (i18n: I18n | undefined, message: string) => string;
};

let wording: Wording | undefined;

export function registerApiWording(loaded: Wording): void {
  wording = loaded;
}

/** A GraphQL error's message for the reader, from its code (and params) when the table knows it. */
export function apiErrorText(i18n: I18n | undefined, code: unknown, message: string, params?: unknown): string {
  return wording ? wording.apiErrorText(i18n, code, message, params) : message;
}

/** One of the API's answers ("Payment successful! ...") for the reader, else as it came. */
export function apiAnswerText(i18n: I18n | undefined, message: string): string {
  return wording ? wording.apiAnswerText(i18n, message) : message;
}
