import { useEffect, useState } from 'react';
import { areaLoaded, loadArea } from '../../lib/i18n/areas';

/**
 * Whether the `on-demand` catalog (with the signed-in roles' links) is there for a signed-in visitor:
 * loads it the first time one is. Until then the navbar leaves the role's
 * links out (its navigation is marked busy), so they never show untranslated. Always true for a guest,
 * whose texts are in the start-up catalog, and on the server, which has every catalog.
 */
export function useSignedInTexts(signedIn: boolean): boolean {
  const [loaded, setLoaded] = useState(() => areaLoaded('on-demand'));
  useEffect(() => {
    if (!signedIn || loaded) return;
    let current = true;
    // A failed download shows the links as they are (English) rather than none: the app stays usable.
    void loadArea('on-demand')
      .catch(() => undefined)
      .then(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, [signedIn, loaded]);
  return !signedIn || loaded;
}
