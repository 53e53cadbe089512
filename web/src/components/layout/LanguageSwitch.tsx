import { Button, type ButtonProps } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { activateLocale, localeOf } from '../../lib/i18n/i18n';
import { LOCALE_NAMES, type Locale } from '../../lib/i18n/locales';
import { useSession } from '../../lib/session.store';

/**
 * The switch between English and Français (issue 20): it names the other language, in that language,
 * as Canadian sites do. The choice is kept in a cookie, so the server renders the next pages in it,
 * and on the account of a signed-in visitor (setMyLocale), so it follows them to another browser.
 */
export function LanguageSwitch({ onSwitch, ...props }: ButtonProps & { onSwitch?: () => void }) {
  const { i18n } = useLingui();
  const client = useApolloClient();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const other: Locale = localeOf(i18n) === 'fr-CA' ? 'en-CA' : 'fr-CA';

  const switchLanguage = async () => {
    setBusy(true);
    try {
      await activateLocale(i18n, other);
      onSwitch?.();
      if (session) {
        // Fetched on use: the switch is on every page's first load, the mutation rarely runs.
        const { SetMyLocaleMutation } = await import('./locale.operations');
        await client.mutate({ mutation: SetMyLocaleMutation, variables: { locale: other } }).catch(() => undefined);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="ghost"
      size="sm"
      lang={other}
      onClick={() => void switchLanguage()}
      loading={busy}
      {...props}
    >
      {LOCALE_NAMES[other]}
    </Button>
  );
}
