import { useEffect, type ReactNode } from 'react';

/** Calls `onCommit` once the root's first render is on screen: hydrated, or rendered afresh. */
export function OnCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  // Only the first commit: the callback hands the page over once.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(onCommit, []);
  return children;
}
