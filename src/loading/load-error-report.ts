import { createContext } from 'react';

/**
 * Tells the user that an overlay's code could not be loaded; resolves to false when it could not
 * tell. The app provides one that toasts §8's 'Something went wrong' (src/app/page-root.tsx), so the
 * loading layer needs no view of its own; without a provider nothing is told and the error goes on to
 * the page's boundary.
 */
export const LoadErrorReport = createContext<() => Promise<boolean>>(() => Promise.resolve(false));
