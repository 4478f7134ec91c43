import { Component, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ChunkLoadError } from '../chunk-load-error';
import { onDemand } from '../on-demand';
import { retryableLazy } from '../retryable-lazy';
import { toast } from '../toast';

/** A lazily loaded component and a way to start fetching its chunk before it is rendered. */
export interface LazyPart<Props extends object> {
  /** Suspends until its chunk is in; a failed load throws a `ChunkLoadError`, and the next render tries again. */
  Component: ComponentType<Props>;
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
  const Part = retryableLazy<Props>((retry) =>
    code.load().then(
      (component) => ({ default: component }),
      (cause: unknown) => {
        throw new ChunkLoadError(cause, retry);
      },
    ),
  );
  return { Component: Part, preload: code.load };
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

interface OnFirstOpenProps {
  isOpen: boolean;
  /** Closes the overlay: called when its code cannot be loaded (offline), after a toast says so. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * Renders lazily loaded overlay content from the first time `isOpen` is true
 * on. Until its chunk arrives nothing is drawn (no spinner flashes, nothing
 * shifts): the open state is already set, so the overlay mounts open. It stays
 * mounted after closing, so the exit animation and focus return run as usual.
 * When the chunk cannot be loaded, the page stays as it is: a toast shows §8's
 * 'Something went wrong', the overlay closes, and opening it again retries.
 * When not even the toast can load (offline from the start), the error goes
 * on to the page's boundary, which shows the offline page (§2).
 */
export function OnFirstOpen({ isOpen, onClose, children }: OnFirstOpenProps) {
  const intl = useIntl();
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  if (!opened && !isOpen) return null;
  const onLoadError = async () => {
    const shown = await toast(intl.formatMessage({ id: 'error.somethingWentWrong' }), 'error');
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
