import { closeSnackbar, enqueueSnackbar, SnackbarProvider, type SnackbarKey } from 'notistack';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import styles from './toaster.module.css';

/** Toast variants of notistack used by the app. */
export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

/** How a toast groups with others. */
export interface ToastOptions {
  /** Names toasts that `closeToasts(group)` closes together (e.g. a form's errors, once it succeeds). */
  group?: string;
  /**
   * One event may be told by several callers at once (every call of a page failing with the server):
   * the same text shown less than a second ago is that event, and shows no second toast.
   */
  oncePerBurst?: boolean;
  /** A second line under the message, e.g. why a call failed. */
  detail?: string;
  /**
   * A button in the toast (e.g. Undo after a save): pressing it closes the toast and runs `onPress`.
   * Such a toast stays until it is used or closed (`closeLabel`), never timing out under a keyboard
   * or screen-reader user who is still reaching for it (WCAG 2.2.1).
   */
  action?: { label: string; onPress: () => void; closeLabel: string };
}

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

/** How long after a toast the same text, told `oncePerBurst`, is the same event (ms). */
export const BURST_MS = 1000;

/** The toasts shown for each group, so a group can be closed together. */
const groups = new Map<string, SnackbarKey[]>();
/** When each text told `oncePerBurst` was last shown (ms since the epoch). */
const burstStarts = new Map<string, number>();

/**
 * Mounts the toaster on first use and shows one toast; text is rendered as text, never HTML. With
 * `oncePerBurst`, a text shown so less than {@link BURST_MS} ago is not shown again; with `action`,
 * the toast carries its button.
 */
export function showToast(message: string, variant: ToastVariant, { group, oncePerBurst, detail, action }: ToastOptions = {}): void {
  if (oncePerBurst) {
    const now = Date.now();
    const text = detail === undefined ? message : `${message}\n${detail}`;
    const start = burstStarts.get(text);
    if (start !== undefined && now - start < BURST_MS) return;
    burstStarts.set(text, now);
  }
  mount();
  // Each text takes its own direction: a server's English sentence on an Arabic page keeps its full stop at its end.
  const content =
    detail === undefined ? (
      <bdi>{message}</bdi>
    ) : (
      <span className={styles.withDetail}>
        <bdi>{message}</bdi>
        <bdi className={styles.detail}>{detail}</bdi>
      </span>
    );
  const key = enqueueSnackbar(content, {
    variant,
    persist: action !== undefined,
    action: action
      ? (shown: SnackbarKey) => (
          <span className={styles.actions}>
            <button
              type="button"
              className={styles.action}
              onClick={() => {
                closeSnackbar(shown);
                action.onPress();
              }}
            >
              {action.label}
            </button>
            <button type="button" className={styles.close} aria-label={action.closeLabel} onClick={() => closeSnackbar(shown)}>
              ×
            </button>
          </span>
        )
      : undefined,
  });
  if (group) groups.set(group, [...(groups.get(group) ?? []), key]);
}

/** Closes the toasts shown for `group` that are still on screen. */
export function closeToastGroup(group: string): void {
  for (const key of groups.get(group) ?? []) closeSnackbar(key);
  groups.delete(group);
}
