import type { Messages } from '@lingui/core';
import type { Locale } from './locales';

/**
 * The compiled catalog of one language (src/locales/<locale>.po, compiled by @lingui/vite-plugin).
 * Each is its own dynamic import: a visitor downloads only the language they read.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const { messages } = locale === 'fr-CA' ? await import('../../locales/fr-CA.po') : await import('../../locales/en-CA.po');
  return messages;
}
