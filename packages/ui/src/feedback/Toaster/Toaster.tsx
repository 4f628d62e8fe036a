import { lazy, Suspense } from 'react';

const SonnerToaster = lazy(() => import('./SonnerToaster.tsx'));

/**
 * Where toasts appear (top centre). Render once near the root; show toasts
 * with `toast` from anywhere. Built on sonner, which loads after the page.
 */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
