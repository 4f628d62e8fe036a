import { lazy, Suspense } from 'react';

const SonnerToaster = lazy(() => import('./SonnerToaster.tsx'));

export interface ToasterProps {
  /** How long a toast stays, ms (default 3000); `Infinity` keeps them (stories, screenshots). */
  duration?: number;
}

/**
 * Where toasts appear (top centre). Render once near the root; show toasts
 * with `toast` from anywhere. Built on sonner, which loads after the page.
 */
export function Toaster({ duration }: ToasterProps = {}) {
  return (
    <Suspense fallback={null}>
      <SonnerToaster duration={duration} />
    </Suspense>
  );
}
