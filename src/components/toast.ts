import { onDemand } from './on-demand';

/** Toast variants of notistack used by the app. */
export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

const toaster = onDemand(() => import('./toaster'));

/**
 * Shows a toast (§9: 10 000 ms, bottom-right, duplicates allowed). notistack
 * loads on the first toast, not with the page.
 * @returns whether it was shown: false when notistack could not be loaded
 * (offline before any toast); the next toast tries again.
 */
export function toast(message: string, variant: ToastVariant = 'default'): Promise<boolean> {
  return toaster.load().then(
    ({ showToast }) => {
      showToast(message, variant);
      return true;
    },
    () => false,
  );
}
