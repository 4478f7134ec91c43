import { onDemand } from '../loading';

/** Toast variants of notistack used by the app. */
export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

const toaster = onDemand(() => import('./toaster'));

export interface ToastOptions {
  /** Names toasts that `closeToasts(group)` closes together (e.g. a form's errors, once it succeeds). */
  group?: string;
  /**
   * One event may be told by several callers at once (every call of a page failing with the server):
   * the same text shown less than a second ago is that event, and shows no second toast.
   */
  oncePerBurst?: boolean;
}

/**
 * Shows a toast (§9: 10 000 ms, bottom-right, duplicates allowed: two events, two toasts). notistack
 * loads on the first toast, not with the page.
 * @returns whether it was shown: false when notistack could not be loaded
 * (offline before any toast); the next toast tries again.
 */
export function toast(message: string, variant: ToastVariant = 'default', options: ToastOptions = {}): Promise<boolean> {
  return toaster.load().then(
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
  toaster.loaded?.closeToastGroup(group);
}
