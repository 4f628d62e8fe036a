import type * as BProgressLibrary from '@bprogress/core';
import { Global, css, useTheme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { PROGRESS_START, trickleSpeedFor } from './trickle.ts';

export interface RouteProgressProps {
  /** A page change is under way. */
  active: boolean;
  /** The bar starts only if still active after this many ms, so fast page changes never flash it (default 200, spec §9). */
  throttleMs?: number;
  /** The bar creeps so that it nears the end after this many ms (default 5000, spec §9). */
  durationMs?: number;
}

/** The bar only: no spinner; decorative, so hidden from assistive tech. */
const TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';

/** Length of each move of the bar, ms. */
const MOVE_MS = 200;

type Library = typeof BProgressLibrary;
let pending: Promise<Library> | undefined;

/** @bprogress/core, loaded on demand: pages do not wait for their progress bar. */
function loadLibrary(): Promise<Library> {
  pending ??= import('@bprogress/core');
  return pending;
}

/**
 * The thin brand-red bar across the top of the window while a page change
 * is under way (3 px, above everything at `theme.zIndex.toast`, no spinner),
 * on @bprogress/core. When `active` turns true it waits `throttleMs` and
 * starts only if still active; while active it trickles so that it nears the
 * end around `durationMs` (see {@link trickleSpeedFor}); when `active` turns
 * false it completes and fades out. The library's CSS is injected with
 * Emotion's `Global`. Render one, in the layout: the library keeps one bar
 * per page.
 * @see spec §2 Layout (top progress bar on page changes), §9 (5000 ms, throttle 200 ms)
 */
export function RouteProgress({ active, throttleMs = 200, durationMs = 5000 }: RouteProgressProps) {
  const theme = useTheme();
  const [library, setLibrary] = useState<Library | null>(null);

  // Fetch the library once the page has painted, so the first page change finds it ready.
  useEffect(() => {
    const timer = window.setTimeout(() => void loadLibrary().then(setLibrary), 0);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!active) return;
    let started: Library | null = null;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      void loadLibrary().then((loaded) => {
        if (cancelled) return;
        setLibrary(loaded);
        const { BProgress } = loaded;
        BProgress.configure({
          template: TEMPLATE,
          showSpinner: false,
          minimum: PROGRESS_START,
          speed: MOVE_MS,
          easing: 'ease',
          trickle: true,
          trickleSpeed: trickleSpeedFor(durationMs),
        });
        BProgress.start();
        started = loaded;
      });
    }, throttleMs);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      started?.BProgress.done();
    };
  }, [active, throttleMs, durationMs]);

  // Unmounted: stop at once, leaving no bar or timer behind.
  useEffect(
    () => () => {
      void pending?.then(({ BProgress }) => {
        BProgress.reset();
        BProgress.remove();
      });
    },
    [],
  );

  if (!library) return null;
  const progressCss = library.css;
  return (
    <Global
      styles={css`
        ${progressCss({ color: theme.color.brand, height: '3px' })}
        :root {
          --bprogress-z-index: ${theme.zIndex.toast};
        }
        .bprogress .spinner {
          display: none;
        }
        @media (prefers-reduced-motion: reduce) {
          .bprogress,
          .bprogress .bar {
            transition: none !important;
          }
        }
      `}
    />
  );
}
