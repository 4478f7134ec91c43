import type { ReactNode } from 'react';

/**
 * Calls `onFocusWithin` whenever focus enters its children, without adding a
 * box to the layout (the global `contents` class: `display: contents`). Routes use it to prefetch what a
 * form's submit will need.
 */
export function FocusWithin({ onFocusWithin, children }: { onFocusWithin: () => void; children: ReactNode }) {
  return (
    <div className="contents" onFocus={onFocusWithin}>
      {children}
    </div>
  );
}
