import { OnFirstOpen } from '../../loading';
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { ButtonContext } from 'react-aria-components';
import { useMenuTrigger } from 'react-aria/useMenu';
import { useOverlayTrigger } from 'react-aria/useOverlayTrigger';
import { useMenuTriggerState, type RootMenuTriggerState } from 'react-stately/useMenuTriggerState';

/**
 * What a lazily loaded overlay needs from its trigger (see `trigger-contexts.tsx`):
 * the shared open state, the trigger element and the overlay's ARIA props.
 */
interface TriggerLink<OverlayProps> {
  state: RootMenuTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  overlayProps: OverlayProps;
}

export type MenuTriggerLink = TriggerLink<ReturnType<typeof useMenuTrigger>['menuProps']>;
export type DialogTriggerLink = TriggerLink<{ id?: string; 'aria-labelledby': string }>;

interface LazyTriggerProps<Link> {
  /** The trigger: one react-aria `Button`, which receives the trigger's props through its context. */
  children: ReactNode;
  /** The overlay (a lazy component), rendered from the first open on. */
  overlay: (link: Link) => ReactNode;
  onOpenChange?: (isOpen: boolean) => void;
  defaultOpen?: boolean;
}

/**
 * react-aria's `MenuTrigger` without its menu: the button gets the same
 * behaviour (press, arrow keys, long press, `aria-expanded`), while the popover
 * and menu, whose code is most of a menu's weight, load on first open.
 *
 * A kept trick (docs/decisions/loading-tricks.md "Kept tricks"), built from react-aria's exported hooks and contexts only:
 * react-aria-components' own `MenuTrigger`/`DialogTrigger` (tried 2026-11-25, same behaviour) bring
 * the whole Menu and Dialog modules with them: home 242.1 -> 270.5 KB (budget 250), employees
 * 214.4 -> 246.5 KB (budget 230).
 */
export function LazyMenuTrigger({ children, overlay, onOpenChange, defaultOpen }: LazyTriggerProps<MenuTriggerLink>) {
  const state = useMenuTriggerState({ onOpenChange, defaultOpen });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger({ type: 'menu' }, state, triggerRef);
  return (
    <>
      <ButtonContext.Provider value={{ ...menuTriggerProps, ref: triggerRef, isPressed: state.isOpen }}>{children}</ButtonContext.Provider>
      <OnFirstOpen isOpen={state.isOpen} onClose={state.close}>
        {overlay({ state, triggerRef, overlayProps: menuProps })}
      </OnFirstOpen>
    </>
  );
}

/** react-aria's `DialogTrigger` for a popover whose code loads on first open (see `LazyMenuTrigger`). */
export function LazyDialogTrigger({ children, overlay, onOpenChange, defaultOpen }: LazyTriggerProps<DialogTriggerLink>) {
  // As react-aria's DialogTrigger: menu trigger state, in case a menu is embedded in the dialog.
  const state = useMenuTriggerState({ onOpenChange, defaultOpen });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, triggerRef);
  // As react-aria's DialogTrigger: the trigger labels the dialog when it has no title of its own.
  const id = useId();
  return (
    <>
      <ButtonContext.Provider value={{ ...triggerProps, id, onPress: () => state.toggle(), ref: triggerRef, isPressed: state.isOpen }}>
        {children}
      </ButtonContext.Provider>
      <OnFirstOpen isOpen={state.isOpen} onClose={state.close}>
        {overlay({ state, triggerRef, overlayProps: { ...overlayProps, 'aria-labelledby': id } })}
      </OnFirstOpen>
    </>
  );
}
