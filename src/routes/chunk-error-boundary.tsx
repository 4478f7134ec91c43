import { Component, type ReactNode } from 'react';
import { OfflinePage } from '../components/status/offline-page';
import { ChunkLoadError } from '../components/chunk-load-error';

interface Props {
  /** The current path: a new one clears the error, so navigating away works. */
  resetKey: string;
  /** Inside the shell's content area. */
  embedded?: boolean;
  /** Draws the offline page in a root of its own, for a boundary that stands above every root (react-intl…). */
  frame?: (page: ReactNode) => ReactNode;
  children: ReactNode;
}

/**
 * Shows the offline page (§2) instead of a blank screen when a lazy page's
 * chunk fails to load. Other errors pass on to the next boundary up.
 */
export class ChunkErrorBoundary extends Component<Props, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render() {
    const { error } = this.state;
    if (error instanceof ChunkLoadError) {
      const { embedded, frame = (page: ReactNode) => page } = this.props;
      return frame(<OfflinePage embedded={embedded} onRefresh={() => window.location.reload()} />);
    }
    if (error) throw error;
    return this.props.children;
  }
}
