import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { ToastVariant } from './toast';

/** §9 toast settings. */
export const TOAST_DURATION_MS = 10_000;

/** Resolves after its first commit, when the provider beside it has registered `enqueueSnackbar`. */
function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return null;
}

let mounted: Promise<void> | undefined;

function mount(): Promise<void> {
  mounted ??= new Promise((resolve) => {
    const host = document.createElement('div');
    host.dataset.toaster = '';
    document.body.append(host);
    createRoot(host).render(
      <>
        <SnackbarProvider
          maxSnack={5}
          autoHideDuration={TOAST_DURATION_MS}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          preventDuplicate={false}
        />
        <Mounted onMounted={resolve} />
      </>,
    );
  });
  return mounted;
}

/** Mounts the toaster on first use and shows one toast; text is rendered as text, never HTML. */
export function showToast(message: string, variant: ToastVariant): void {
  // The root renders asynchronously; a toast enqueued before the provider exists would be lost.
  void mount().then(() => enqueueSnackbar(message, { variant }));
}
