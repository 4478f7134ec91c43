import { Component, Suspense, useContext, useState, type ReactNode } from 'react';
import { ChunkLoadError } from './chunk-load-error';
import { LoadErrorReport } from './load-error-report';

interface OnFirstOpenProps {
  isOpen: boolean;
  /** Closes the overlay: called when its code cannot be loaded (offline), once the user was told. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * Renders lazily loaded overlay content from the first time `isOpen` is true
 * on. Until its chunk arrives nothing is drawn (no spinner flashes, nothing
 * shifts): the open state is already set, so the overlay mounts open. It stays
 * mounted after closing, so the exit animation and focus return run as usual.
 * When the chunk cannot be loaded, the page stays as it is: the user is told
 * (`LoadErrorReport`: a toast with §8's 'Something went wrong'), the overlay
 * closes, and opening it again retries. When not even that can be told (offline
 * from the start), the error goes on to the page's boundary, which shows the
 * offline page (§2).
 */
export function OnFirstOpen({ isOpen, onClose, children }: OnFirstOpenProps) {
  const report = useContext(LoadErrorReport);
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  if (!opened && !isOpen) return null;
  const onLoadError = async () => {
    const shown = await report();
    if (shown) onClose();
    return shown;
  };
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
