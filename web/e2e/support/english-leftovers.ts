// The French walk's check (issue 20): on a page shown in French, no text of the English catalogs is
// left visible. A text counts when an element's own text, placeholder or aria-label is a message of
// an English catalog (src/locales/**/en-CA.po) whose French differs; proper names, shop content and
// the texts that are the same in both languages never match.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { UNTRANSLATED_TEXTS } from '../../src/lib/i18n/translated-folders';

const LOCALES_DIR = join(__dirname, '..', '..', 'src', 'locales');

/** msgid → msgstr of one .po file (Lingui writes one line per entry; long ones are joined). */
function readPo(file: string): Map<string, string> {
  const text = readFileSync(file, 'utf8').replace(/"\n"/g, '');
  const entries = new Map<string, string>();
  for (const [, id, translation] of text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)) if (id) entries.set(JSON.parse(`"${id}"`), JSON.parse(`"${translation}"`));
  return entries;
}

/** The folders holding an en-CA.po and fr-CA.po pair: the storefront's catalog and every area's. */
function catalogFolders(dir = LOCALES_DIR): string[] {
  const nested = readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isDirectory())
    .flatMap((path) => catalogFolders(path));
  return readdirSync(dir).includes('en-CA.po') ? [dir, ...nested] : nested;
}

/** A message as a pattern: its `{placeholders}` stand for any text; ICU plurals and selects are left out. */
function messagePattern(message: string): RegExp | undefined {
  if (/\{\w+,\s*(plural|select|selectordinal)/.test(message)) return undefined;
  // "{0}: {1}" and the like would match any text: a pattern needs a word of its own.
  if (!/[A-Za-z]{3}/.test(message.replace(/\{\w+\}/g, ''))) return undefined;
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.+');
  return new RegExp(`^${escaped.replace(/<\/?\d+>/g, '')}$`);
}

/** The English messages whose French is different: what must not be seen on a French page. */
export function englishOnlyMessages(): { texts: Set<string>; patterns: RegExp[] } {
  const texts = new Set<string>();
  const patterns: RegExp[] = [];
  for (const folder of catalogFolders()) {
    const french = readPo(join(folder, 'fr-CA.po'));
    for (const [id] of readPo(join(folder, 'en-CA.po'))) {
      if (french.get(id) === id || UNTRANSLATED_TEXTS.includes(id) || id.trim().length < 3) continue;
      if (!id.includes('{')) texts.add(id.trim());
      else {
        const pattern = messagePattern(id);
        if (pattern) patterns.push(pattern);
      }
    }
  }
  return { texts, patterns };
}

/** The visible texts of the page: each element's own text nodes, placeholders and aria-labels. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('script, style, template, [hidden]') || !element.checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      for (const text of [own, element.getAttribute('placeholder'), element.getAttribute('aria-label')]) if (text?.trim()) texts.push(text.trim());
    }
    return texts;
  });
}

let messages: ReturnType<typeof englishOnlyMessages> | undefined;

/** The texts of the English catalogs still visible on the page (empty on a page fully in French). */
export async function englishLeftovers(page: Page): Promise<string[]> {
  messages ??= englishOnlyMessages();
  const { texts, patterns } = messages;
  const found = (await visibleTexts(page)).filter((text) => texts.has(text) || patterns.some((pattern) => pattern.test(text)));
  return [...new Set(found)];
}
