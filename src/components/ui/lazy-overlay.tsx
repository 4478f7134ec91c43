import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { onDemand } from '../on-demand';

/** A lazily loaded component and a way to start fetching its chunk before it is rendered. */
export interface LazyPart<Props extends object> {
  Component: LazyExoticComponent<ComponentType<Props>>;
  /** Starts (once) loading the chunk; a failed load is forgotten so a later call tries again. */
  preload: () => Promise<unknown>;
}

/**
 * A component loaded on demand (an overlay's content: a menu, popover, drawer
 * or modal), so its code is fetched when the overlay is first used rather than
 * with the page. @param load imports the module and picks the component.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  const code = onDemand(load);
  return { Component: lazy(() => code.load().then((component) => ({ default: component }))), preload: code.load };
}

/**
 * Props for an overlay's trigger button that fetch the overlay's chunk as soon
 * as the user points at, focuses or starts pressing the trigger, so the first
 * open rarely waits for the network.
 */
export function preloadOn(preload: () => Promise<unknown>) {
  const start = () => {
    // A failed prefetch is retried by the open itself, which reports the failure.
    preload().catch(() => undefined);
  };
  return { onHoverStart: start, onFocus: start, onPressStart: start };
}

/**
 * Renders lazily loaded overlay content from the first time `isOpen` is true
 * on. Until its chunk arrives nothing is drawn (no spinner flashes, nothing
 * shifts): the open state is already set, so the overlay mounts open. It stays
 * mounted after closing, so the exit animation and focus return run as usual.
 */
export function OnFirstOpen({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened || isOpen ? <Suspense fallback={null}>{children}</Suspense> : null;
}
