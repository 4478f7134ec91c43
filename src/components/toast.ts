import type * as Toaster from './toaster';

/** Toast variants of notistack used by the app. */
export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

let toaster: Promise<typeof Toaster> | undefined;

/**
 * Shows a toast (§9: 10 000 ms, bottom-right, duplicates allowed). notistack
 * loads on the first toast, not with the page.
 */
export function toast(message: string, variant: ToastVariant = 'default'): void {
  toaster ??= import('./toaster');
  void toaster.then(({ showToast }) => showToast(message, variant));
}
