import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { ToastVariant } from './toast';

/** §9 toast settings. */
export const TOAST_DURATION_MS = 10_000;

let mounted = false;

function mount(): void {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  host.dataset.toaster = '';
  document.body.append(host);
  const root = createRoot(host);
  // Synchronous: notistack's enqueueSnackbar exists only once the provider has rendered, and a
  // concurrent render could come after the first enqueue under load (the toast was then lost).
  flushSync(() =>
    root.render(
      <SnackbarProvider
        maxSnack={5}
        autoHideDuration={TOAST_DURATION_MS}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        preventDuplicate={false}
      />,
    ),
  );
}

/** Mounts the toaster on first use and shows one toast; text is rendered as text, never HTML. */
export function showToast(message: string, variant: ToastVariant): void {
  mount();
  // The provider mounts in this frame; enqueue after it has registered.
  requestAnimationFrame(() => enqueueSnackbar(message, { variant }));
}
