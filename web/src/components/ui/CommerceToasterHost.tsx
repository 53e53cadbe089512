import { lazy, Suspense } from 'react';
import { useToasterLoaded } from './commerce-toaster';
import { loadArea } from '../../lib/i18n/areas';

// With the `notices` area, whose catalog has its words.
const CommerceToaster = lazy(() =>
  Promise.all([import('./CommerceToaster'), loadArea('notices').catch(() => undefined)]).then(([m]) => ({ default: m.CommerceToaster })),
);

/** Mounts the toaster once the first toast is raised (see commerce-toaster.ts). */
export function CommerceToasterHost() {
  const loaded = useToasterLoaded();
  return loaded ? (
    <Suspense fallback={null}>
      <CommerceToaster />
    </Suspense>
  ) : null;
}
