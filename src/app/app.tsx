import { StrictMode } from 'react';
import { AppRoutes } from './app-routes';
import { RootErrorBoundary } from './root-error-boundary';

/**
 * The app (§2): each page stands under the root its frame needs (app-routes.tsx). react-aria's
 * providers come with the pages that use it (`AriaScope`), not from here, so the landing pages load no react-aria.
 * Each page has its own error boundary; `RootErrorBoundary` catches what fails above them.
 */
export function App() {
  return (
    <StrictMode>
      <RootErrorBoundary>
        <AppRoutes />
      </RootErrorBoundary>
    </StrictMode>
  );
}
