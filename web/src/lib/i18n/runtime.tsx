import { setupI18n, type I18n } from '@lingui/core';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { DEFAULT_LOCALE } from './locales';

/**
 * The runtime Lingui's macros compile to (lingui.config.ts, runtimeConfigModule): `useLingui` and
 * `<Trans>` read this context. Ours rather than @lingui/react's provider for two reasons: without a
 * provider (a component test that renders one component) it falls back to English instead of
 * throwing, and it needs no use-sync-external-store shim in the storefront's first load.
 */
type LinguiContextValue = { i18n: I18n; _: I18n['_'] };

/**
 * English from the messages written in the code. The macros keep them outside production builds,
 * and there every render has a provider with a loaded catalog.
 */
const fallbackI18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: {} } });
const contextOf = (i18n: I18n): LinguiContextValue => ({ i18n, _: i18n._.bind(i18n) });

const LinguiContext = createContext<LinguiContextValue>(contextOf(fallbackI18n));

/** Translations for everything inside, from `i18n`; a change of its language re-renders them. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [value, setValue] = useState(() => contextOf(i18n));
  useEffect(() => {
    if (value.i18n !== i18n || value.i18n.locale !== i18n.locale) setValue(contextOf(i18n));
    // A change of language re-renders; an area's catalog added in the same language does not (it
    // arrives before its page renders, and a render then would upset the page's hydration).
    let locale = i18n.locale;
    return i18n.on('change', () => {
      if (i18n.locale === locale) return;
      locale = i18n.locale;
      setValue(contextOf(i18n));
    });
  }, [i18n, value.i18n]);
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}

export function useLingui(): LinguiContextValue {
  return useContext(LinguiContext);
}

