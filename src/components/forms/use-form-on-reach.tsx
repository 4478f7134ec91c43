import { useCallback, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { OnDemand } from '../on-demand';

/** What a form's preview hands to its loaded body: the values typed so far (by field name). */
export type TypedValues = Record<string, string | boolean>;

function typedValues(form: HTMLFormElement | null): TypedValues {
  const values: TypedValues = {};
  for (const element of Array.from(form?.elements ?? [])) {
    if (!(element instanceof HTMLInputElement) || !element.name) continue;
    values[element.name] = element.type === 'checkbox' ? element.checked : element.value;
  }
  return values;
}

/** Where focus was inside `root`: a named field, or the n-th button (e.g. a password's show/hide toggle). */
function focusedSpot(root: HTMLElement | null): { name: string } | { button: number } | null {
  const active = document.activeElement;
  if (!root || !(active instanceof HTMLElement) || !root.contains(active)) return null;
  const name = active.getAttribute('name');
  if (name) return { name };
  const index = Array.from(root.querySelectorAll('button')).indexOf(active as HTMLButtonElement);
  return index >= 0 ? { button: index } : null;
}

function refocus(root: HTMLElement, spot: NonNullable<ReturnType<typeof focusedSpot>>): void {
  const target = 'name' in spot ? root.querySelector<HTMLElement>(`[name="${CSS.escape(spot.name)}"]`) : root.querySelectorAll('button')[spot.button];
  target?.focus();
  if (target instanceof HTMLInputElement && ['text', 'password', 'search', 'tel'].includes(target.type)) {
    target.setSelectionRange(target.value.length, target.value.length);
  }
}

/**
 * Loads a form's react-hook-form body (and whatever it brings) when the
 * visitor first reaches for the form: a pointer over it, focus in it, or a
 * submit (issue #7: form code loads when used, not with the page). Until then
 * the page shows the form's preview, drawn with the same controls. At the
 * swap, what was typed becomes the body's `initialValues`, focus returns to
 * the same field, and a submit made in the meantime is made again.
 *
 * @param body the form's body (`onDemand`); drawn at once when imported already.
 * @returns `loaded` (the body and its `initialValues`, or null before),
 * `reachProps` for a `<div>` around preview and body, `previewRef` and
 * `onPreviewSubmit` for the preview's form.
 */
export function useFormOnReach<Body>(body: OnDemand<Body>) {
  const [loaded, setLoaded] = useState<{ Body: Body; initialValues: TypedValues } | null>(() =>
    body.loaded ? { Body: body.loaded, initialValues: {} } : null,
  );
  const loading = useRef<Promise<void> | null>(null);
  const previewRef = useRef<HTMLFormElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const handover = useRef<{ spot: ReturnType<typeof focusedSpot>; submit: boolean }>({ spot: null, submit: false });

  const pressing = useRef(false);
  const swapAfterPress = useRef<(() => void) | null>(null);

  const reach = useCallback(() => {
    if (body.loaded) return;
    loading.current ??= body.load().then((Body) => {
      const swap = () => {
        handover.current.spot = focusedSpot(rootRef.current);
        // Read and swap in one task, so no keystroke lands between them.
        flushSync(() => setLoaded({ Body, initialValues: typedValues(previewRef.current) }));
      };
      // Mid-press, a swap would put the press's down and up on different buttons and lose its click.
      if (pressing.current) swapAfterPress.current = swap;
      else swap();
    });
  }, [body]);

  const onPointerDown = () => {
    pressing.current = true;
    const release = () => {
      pressing.current = false;
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      // After the click this press makes (a preview submit is then made again by the body).
      setTimeout(() => {
        const swap = swapAfterPress.current;
        swapAfterPress.current = null;
        swap?.();
      });
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    reach();
  };

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!loaded || !root) return;
    const { spot, submit } = handover.current;
    handover.current = { spot: null, submit: false };
    if (spot) refocus(root, spot);
    if (submit) root.querySelector('form')?.requestSubmit();
  }, [loaded]);

  const onPreviewSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    handover.current.submit = true;
    reach();
  };

  /** For a wrapper around preview and body that draws no box of its own: reaching into it starts the load. */
  const reachProps = { ref: rootRef, style: { display: 'contents' }, onPointerOver: reach, onPointerDown, onFocus: reach, onTouchStart: reach } as const;

  return { loaded, previewRef, onPreviewSubmit, reachProps };
}
