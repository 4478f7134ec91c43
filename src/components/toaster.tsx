import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { ToastVariant } from './toast';
import styles from './toaster.module.css';

/** §9 toast settings. */
export const TOAST_DURATION_MS = 10_000;

let mounted = false;

function mount(): void {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  host.dataset.toaster = '';
  host.className = styles.host;
  document.body.append(host);
  const root = createRoot(host);
  // Mount synchronously: notistack's global enqueue is a no-op until the provider has mounted.
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
  enqueueSnackbar(message, { variant });
}
