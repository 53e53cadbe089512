import { useEffect, useState } from 'react';
import { areaLoaded, loadArea } from '../../lib/i18n/areas';

/**
 * Whether the `signed-in` catalog (the roles' links, the account menu, the sign-out dialog) is there
 * for a signed-in visitor: loads it the first time one is. Until then the navbar leaves the role's
 * links out (its navigation is marked busy), so they never show untranslated. Always true for a guest,
 * whose texts are in the start-up catalog, and on the server, which has every catalog.
 */
export function useSignedInTexts(signedIn: boolean): boolean {
  const [loaded, setLoaded] = useState(() => areaLoaded('signed-in'));
  useEffect(() => {
    if (!signedIn || loaded) return;
    let current = true;
    // A failed download shows the links as they are (English) rather than none: the app stays usable.
    void loadArea('signed-in')
      .catch(() => undefined)
      .then(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, [signedIn, loaded]);
  return !signedIn || loaded;
}
