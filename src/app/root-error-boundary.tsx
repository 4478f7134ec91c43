import { Component, type ReactNode } from 'react';
import { StatusPage, statusPageStyles } from '../routes/templates';
import buttonStyles from '../components/ui/button.module.css';

/**
 * The last boundary, above the roots that provide messages and layout: an error in them (a page's
 * errors stop at its own `PageErrorBoundary`) shows §8's 'Something went wrong' instead of a blank
 * window. Its texts are fixed English, since the failure may be the messages themselves; 'Try
 * again' reloads the page, 'Back to Home' loads `/`.
 */
export class RootErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <StatusPage
        art="!"
        artText
        title="Something went wrong"
        text="The app ran into a problem and could not be shown. Try again, or go back to the home page."
      >
        <div className={statusPageStyles.actions}>
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={() => window.location.reload()}>
            Try again
          </button>
          <a href="/" className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
            Back to Home
          </a>
        </div>
      </StatusPage>
    );
  }
}
