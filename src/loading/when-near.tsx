import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenNearProps {
  /** The part, usually a `lazyPart` component: rendered, and its chunk fetched, once its place comes near. */
  children: ReactNode;
  /** A class giving the box the height the part will take, kept free meanwhile so nothing below moves when it arrives (a class, not a style: the CSP refuses inline styles). */
  className: string;
  /** How far below (or above) the viewport the place counts as near, as a CSS margin; a viewport's height by default. */
  margin?: string;
}

/**
 * A part below the fold, loaded when the visitor scrolls (or tabs) to within
 * `margin` of it rather than with the page, so a page's first load carries only
 * what is on screen (the budgets of docs/performance.md). Until then, and while
 * its chunk is fetched, an empty box as tall as `className` makes it holds its place: the
 * page neither shifts nor jumps under the reader. The server and the first
 * client render draw the empty box, so a prerendered page hydrates as it was
 * drawn. A chunk
 * that cannot be fetched is a `ChunkLoadError` for the page's boundary, as with
 * any `lazyPart`.
 */
export function WhenNear({ children, className, margin = '100% 0px' }: WhenNearProps) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    // Every browser the app supports has IntersectionObserver; jsdom has none, and keeps the box empty.
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return (
    <div ref={place} className={className}>
      {near ? <Suspense fallback={null}>{children}</Suspense> : null}
    </div>
  );
}
