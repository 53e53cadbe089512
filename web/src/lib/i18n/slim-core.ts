import type { I18n as LinguiI18n, Messages, MessageDescriptor } from '@lingui/core';

/**
 * What the browser's production build uses in place of @lingui/core (vite.config.ts aliases it):
 * the same API for what the app calls (setupI18n, `_`/`t`, `locale`, `load`, `activate`,
 * `loadAndActivate`, `on`), for catalogs compiled at build time, in about a third of its size. The
 * storefront's first load had no room for the rest (decision 0018): @lingui/core's runtime message
 * compiler (development only), its deprecated date/number helpers and escape decoding. Tests, the
 * server's render and development keep @lingui/core; slim-core.test.ts checks that both write every
 * message of the catalogs alike.
 */

/** A compiled message: text, a value ["name"], or a formatted value ["name", "plural", {cases}]. */
type Token = string | [string, string?, Record<string, unknown>?];
type Compiled = string | Token[];
type Values = Record<string, unknown>;

const OCTOTHORPE = '\u0000#';

class SlimI18n {
  private current = '';
  private catalogs: Record<string, Messages> = {};
  private listeners: Array<() => void> = [];

  constructor(params: { locale?: string; messages?: Record<string, Messages> } = {}) {
    if (params.messages) Object.assign(this.catalogs, params.messages);
    if (params.locale) this.current = params.locale;
  }

  get locale(): string {
    return this.current;
  }

  get messages(): Messages {
    return this.catalogs[this.current] ?? {};
  }

  load(locale: string, messages: Messages): void {
    this.catalogs[locale] = { ...this.catalogs[locale], ...messages };
    this.emit();
  }

  activate(locale: string): void {
    this.current = locale;
    this.emit();
  }

  loadAndActivate({ locale, messages }: { locale: string; messages: Messages }): void {
    this.catalogs[locale] = messages;
    this.current = locale;
    this.emit();
  }

  on(_event: 'change', listener: () => void): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((other) => other !== listener);
    };
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  _ = (id: string | MessageDescriptor, values?: Values, options?: { message?: string }): string => {
    let message = options?.message;
    if (typeof id !== 'string') {
      values = id.values ?? values;
      message = id.message;
      id = id.id ?? '';
    }
    const compiled = (this.messages[id] as Compiled | undefined) ?? message ?? id;
    return this.format(compiled, values ?? {});
  };

  t = this._;

  private format(tokens: Compiled | unknown, values: Values, count?: string): string {
    if (!Array.isArray(tokens)) return String(tokens ?? '');
    let text = '';
    for (const token of tokens as Token[]) {
      if (typeof token === 'string') {
        text += token === '#' && count !== undefined ? OCTOTHORPE : token;
        continue;
      }
      const [name, type, cases = {}] = token;
      const value = values[name];
      if (type === 'plural' || type === 'selectordinal') {
        const number = Number(value);
        const offset = Number(cases.offset ?? 0);
        const rule = new Intl.PluralRules(this.current, { type: type === 'plural' ? 'cardinal' : 'ordinal' }).select(number - offset);
        const chosen = cases[`=${number}`] ?? cases[number] ?? cases[rule] ?? cases.other;
        const formatted = new Intl.NumberFormat(this.current).format(number - offset);
        text += this.format(chosen, values, formatted).split(OCTOTHORPE).join(formatted);
      } else if (type === 'select') {
        text += this.format(cases[String(value)] ?? cases.other, values);
      } else if (type === 'number') {
        text += new Intl.NumberFormat(this.current).format(Number(value));
      } else if (value != null) {
        text += String(value);
      }
    }
    return text;
  }
}

export type I18n = LinguiI18n;

export function setupI18n(params: { locale?: string; messages?: Record<string, Messages> } = {}): I18n {
  return new SlimI18n(params) as unknown as I18n;
}
