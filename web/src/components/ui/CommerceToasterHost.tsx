import { lazy, Suspense } from 'react';
import { useToasterLoaded } from './commerce-toaster';

const CommerceToaster = lazy(() => import('./CommerceToaster').then((m) => ({ default: m.CommerceToaster })));

/** Mounts the toaster once the first toast is raised (see commerce-toaster.ts). */
export function CommerceToasterHost() {
  const loaded = useToasterLoaded();
  return loaded ? (
    <Suspense fallback={null}>
      <CommerceToaster />
    </Suspense>
  ) : null;
}
