import { Component, type ReactNode } from 'react';
import { ChunkLoadError, readyRetry } from '../loading';
import { ErrorPage, OfflinePage } from '../routes/templates';

interface Props {
  /** The current path: a new one clears the error (and loads a failed chunk again), so navigating away works. */
  resetKey: string;
  /** Inside the shell's content area: the sidebar and topbar stay usable. */
  embedded?: boolean;
  /** Draws the fallback in a root of its own, for a boundary that stands above every root (react-intl…). */
  frame?: (page: ReactNode) => ReactNode;
  children: ReactNode;
}

/**
 * No thrown error leaves a blank page (§2, §8): a page whose code fails to load while the browser is
 * offline shows the offline page; one whose code the server failed while online (a 503), and any
 * other render error, §8's 'Something went wrong' with 'Try again' and 'Back to Home'.
 * 'Try again' (or Refresh), the browser's `online` event and a navigation each render the page
 * again, loading a failed chunk anew without a full reload; code that threw as it ran
 * (`ChunkEvaluationError`) is an error, never offline, and 'Try again' loads the page again. React's root reports what it caught
 * (src/boot/main.tsx, `onCaughtError`).
 */
export class PageErrorBoundary extends Component<Props, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidMount() {
    window.addEventListener('online', this.retryLoad);
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.retryLoad);
  }

  /** Back online: a page whose code failed to load tries again (a render error would only fail again). */
  retryLoad = () => {
    if (this.state.error instanceof ChunkLoadError) this.retry();
  };

  componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey) this.retry();
  }

  /** Renders the children again; a failed chunk is fetched again on that render. */
  retry = () => {
    const { error } = this.state;
    if (error && readyRetry(error)) this.setState({ error: null });
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { embedded, frame = (page: ReactNode) => page } = this.props;
    return frame(
      error instanceof ChunkLoadError && error.offline ? (
        <OfflinePage embedded={embedded} onRefresh={this.retry} />
      ) : (
        <ErrorPage embedded={embedded} onRetry={this.retry} />
      ),
    );
  }
}
