import { onDemand } from '../loading';
import type { ToastVariant, ToastOptions } from './toaster';

/** notistack and the toaster: on the first toast, or when idle in the signed-in shell (`toastCode`). */
export const toastCode = onDemand(() => import('./toaster'));

/**
 * Shows a toast (§9: 10 000 ms, bottom-right, duplicates allowed: two events, two toasts). notistack
 * loads on the first toast, not with the page.
 * @returns whether it was shown: false when notistack could not be loaded
 * (offline before any toast); the next toast tries again.
 */
export function toast(message: string, variant: ToastVariant = 'default', options: ToastOptions = {}): Promise<boolean> {
  return toastCode.load().then(
    ({ showToast }) => {
      showToast(message, variant, options);
      return true;
    },
    () => false,
  );
}

/**
 * Closes the toasts shown with `group` (e.g. a form's error toasts once it succeeds). Loads nothing:
 * when notistack is not loaded, no toast is on screen.
 */
export function closeToasts(group: string): void {
  toastCode.loaded?.closeToastGroup(group);
}
