import { createElement, lazy, type ComponentType, type ReactNode } from 'react';

/** The preloads of every part made so far (a part registers when its module is imported). */
const parts = new Set<() => Promise<void>>();

/** A component whose code is in a chunk of its own, drawn synchronously once {@link PreloadablePart.preload} has run. */
export interface PreloadablePart<P> {
  (props: P): ReactNode;
  /** Loads the part's chunk; afterwards it renders without suspending. */
  preload(): Promise<void>;
}

/**
 * A part of a page loaded in its own chunk, as `React.lazy` would, that can
 * be loaded ahead: the server loads every part before rendering and the
 * browser loads the parts of the page it hydrates before hydrating (issue
 * 17), so both draw the same tree and a part never swaps the server's HTML
 * for its fallback. Rendered before its chunk arrived (a page reached in the
 * app), it suspends like a lazy component.
 * @param load resolves to the component, e.g. `() => import('./x.ts').then((m) => m.X)`.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): PreloadablePart<P> {
  let Loaded: ComponentType<P> | undefined;
  const loadOnce = () => load().then((component) => (Loaded = component));
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));
  const Part = ((props: P) => createElement((Loaded ?? Lazy) as ComponentType<P>, props)) as PreloadablePart<P>;
  Part.preload = () => (Loaded ? Promise.resolve() : loadOnce().then(() => undefined));
  parts.add(Part.preload);
  return Part;
}

/** Loads the chunks of every part whose module has been imported (the shell's and the current page's). */
export function preloadParts(): Promise<void> {
  return Promise.all([...parts].map((preload) => preload())).then(() => undefined);
}
