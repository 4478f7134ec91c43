import { StrictMode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { navigate } from 'wouter/use-browser-location';
import { AppRoutes } from './app-routes';

/** The app (§2): react-aria's links navigate with the router; each page stands under the root its frame needs (app-routes.tsx). */
export function App() {
  return (
    <StrictMode>
      <RouterProvider navigate={(path) => navigate(path)}>
        <AppRoutes />
      </RouterProvider>
    </StrictMode>
  );
}
