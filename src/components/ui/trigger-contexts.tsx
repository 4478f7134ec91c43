import { useRef, type ReactNode } from 'react';
import { DialogContext, MenuContext, OverlayTriggerStateContext, PopoverContext, Provider, RootMenuTriggerStateContext } from 'react-aria-components';
import type { DialogTriggerLink, MenuTriggerLink } from './overlay-trigger';

/**
 * The contexts react-aria's `MenuTrigger` gives its `Popover` and `Menu`, built
 * from a `LazyMenuTrigger`'s link, so a menu loaded on demand behaves as if it
 * had been inside the trigger from the start.
 */
export function MenuTriggerContexts({ link, children }: { link: MenuTriggerLink; children: ReactNode }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { state, triggerRef, overlayProps } = link;
  return (
    <Provider
      values={[
        [MenuContext, { ...overlayProps, ref: scrollRef }],
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [PopoverContext, { trigger: 'MenuTrigger', triggerRef, scrollRef, placement: 'bottom start', 'aria-labelledby': overlayProps['aria-labelledby'] }],
      ]}
    >
      {children}
    </Provider>
  );
}

/** The contexts react-aria's `DialogTrigger` gives its `Popover` and `Dialog` (see `MenuTriggerContexts`). */
export function DialogTriggerContexts({ link, children }: { link: DialogTriggerLink; children: ReactNode }) {
  const { state, triggerRef, overlayProps } = link;
  return (
    <Provider
      values={[
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [DialogContext, overlayProps],
        [PopoverContext, { trigger: 'DialogTrigger', triggerRef, id: overlayProps.id, 'aria-labelledby': overlayProps['aria-labelledby'] }],
      ]}
    >
      {children}
    </Provider>
  );
}
