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
 * Each overlay is a boundary of its own: when its chunk cannot be loaded, or its
 * content throws, the page stays as it is: the user is told (`LoadErrorReport`: a
 * toast with §8's 'Something went wrong'), the overlay closes, and opening it again
 * tries again (React's root reports a thrown error). When not even that can be told
 * (offline from the start), the error goes on to the page's boundary, which shows
 * the offline page (§2).
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
    <OverlayBoundary isOpen={isOpen} onLoadError={onLoadError}>
      <Suspense fallback={null}>{children}</Suspense>
    </OverlayBoundary>
  );
}

interface OverlayBoundaryProps {
  isOpen: boolean;
  /** Tells the user the overlay failed; resolves to false when it could not, so the error goes on up. */
  onLoadError: () => Promise<boolean>;
  children: ReactNode;
}

/** Catches whatever an overlay throws, and renders it again (a failed download loaded anew) when the overlay opens again. */
class OverlayBoundary extends Component<OverlayBoundaryProps, { error: unknown; unreported: boolean }> {
  state = { error: null as unknown, unreported: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, unreported: false };
  }

  componentDidCatch() {
    void this.props.onLoadError().then((reported) => {
      if (!reported) this.setState({ unreported: true });
    });
  }

  componentDidUpdate(previous: OverlayBoundaryProps) {
    const { error } = this.state;
    if (!error || !this.props.isOpen || previous.isOpen) return;
    if (error instanceof ChunkLoadError) error.retry?.();
    this.setState({ error: null });
  }

  render() {
    const { error, unreported } = this.state;
    if (error && unreported) throw error;
    if (error) return null;
    return this.props.children;
  }
}
