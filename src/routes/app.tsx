import { StrictMode } from 'react';
import { AppRoutes } from './app-routes';

/**
 * The app (§2): each page stands under the root its frame needs (app-routes.tsx). react-aria's
 * providers come with the pages that use it (`AriaScope`), not from here, so the landing pages load no react-aria.
 */
export function App() {
  return (
    <StrictMode>
      <AppRoutes />
    </StrictMode>
  );
}
