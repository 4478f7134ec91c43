import { onDemand } from '../loading';

/** Toast variants of notistack used by the app. */
export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

const toaster = onDemand(() => import('./toaster'));

/**
 * Shows a toast (§9: 10 000 ms, bottom-right, duplicates allowed). notistack
 * loads on the first toast, not with the page.
 * `group` names toasts that `closeToasts(group)` closes together.
 * @returns whether it was shown: false when notistack could not be loaded
 * (offline before any toast); the next toast tries again.
 */
export function toast(message: string, variant: ToastVariant = 'default', group?: string): Promise<boolean> {
  return toaster.load().then(
    ({ showToast }) => {
      showToast(message, variant, group);
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
  toaster.loaded?.closeToastGroup(group);
}
