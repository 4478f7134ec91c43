import { Component, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ChunkLoadError, readyRetry } from '../../loading';
import { ErrorNotice } from './state-panel';

interface PartBoundaryProps {
  children: ReactNode;
}

/**
 * One part of a page (the dashboard's chart, calendar, next expirations, KPI cards) that fails on its
 * own: its place shows 'This part could not be shown.' with 'Try again', and the rest of the page
 * keeps working (§8). React's root reports what it caught (src/boot/main.tsx). 'Try again' renders the
 * part again, downloading a chunk that failed anew, or loading the page again for code that threw
 * as it ran (`ChunkEvaluationError`); coming back online retries a failed download by itself.
 */
export class PartBoundary extends Component<PartBoundaryProps, { error: unknown }> {
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

  retryLoad = () => {
    if (this.state.error instanceof ChunkLoadError) this.retry();
  };

  retry = () => {
    if (readyRetry(this.state.error)) this.setState({ error: null });
  };

  render() {
    return this.state.error ? <PartFailed onRetry={this.retry} /> : this.props.children;
  }
}

function PartFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return <ErrorNotice message={intl.formatMessage({ id: 'data.partFailed' })} onRetry={onRetry} />;
}
