import { Component, Suspense, useState, type ReactNode } from 'react';
import { ChunkLoadError } from './chunk-load-error';

interface LoadOnFirstOpenProps {
  isOpen: boolean;
  /**
   * Tells the user that the overlay's code could not be loaded and closes the overlay (the app's
   * `OnFirstOpen` toasts §8's 'Something went wrong'); resolves to false when it could not tell,
   * and the error goes on to the page's boundary.
   */
  onLoadError: () => Promise<boolean>;
  children: ReactNode;
}

/**
 * Renders lazily loaded overlay content from the first time `isOpen` is true
 * on. Until its chunk arrives nothing is drawn (no spinner flashes, nothing
 * shifts): the open state is already set, so the overlay mounts open. It stays
 * mounted after closing, so the exit animation and focus return run as usual.
 * When the chunk cannot be loaded, the page stays as it is: `onLoadError` tells
 * the user, and opening the overlay again retries. When it cannot tell (offline
 * from the start), the error goes on to the page's boundary, which shows the
 * offline page (§2). The app uses it through `OnFirstOpen` (components/ui).
 */
export function LoadOnFirstOpen({ isOpen, onLoadError, children }: LoadOnFirstOpenProps) {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  if (!opened && !isOpen) return null;
  return (
    <LoadErrorBoundary isOpen={isOpen} onLoadError={onLoadError}>
      <Suspense fallback={null}>{children}</Suspense>
    </LoadErrorBoundary>
  );
}

interface LoadErrorBoundaryProps {
  isOpen: boolean;
  /** Reports a failed load; resolves to false when it could not, so the error goes on up. */
  onLoadError: () => Promise<boolean>;
  children: ReactNode;
}

/** Catches an overlay's `ChunkLoadError` only (other errors pass on), and retries the load when the overlay opens again. */
class LoadErrorBoundary extends Component<LoadErrorBoundaryProps, { error: unknown; unreported: boolean }> {
  state = { error: null as unknown, unreported: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, unreported: false };
  }

  componentDidCatch(error: unknown) {
    if (!(error instanceof ChunkLoadError)) return;
    void this.props.onLoadError().then((reported) => {
      if (!reported) this.setState({ unreported: true });
    });
  }

  componentDidUpdate(previous: LoadErrorBoundaryProps) {
    const { error } = this.state;
    if (!error || !this.props.isOpen || previous.isOpen) return;
    if (error instanceof ChunkLoadError) error.retry?.();
    this.setState({ error: null });
  }

  render() {
    const { error, unreported } = this.state;
    if (error instanceof ChunkLoadError && !unreported) return null;
    if (error) throw error;
    return this.props.children;
  }
}
