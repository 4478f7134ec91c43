import { and, assertEvent, assign, setup } from 'xstate';
import {
  DEFAULT_LAYOUT,
  isLayoutValue,
  viewportFor,
  type Direction,
  type LayoutAttributes,
  type LayoutKey,
  type LayoutSettings,
  type StoredLayout,
} from '../theme/layout-settings';
import { attributesOf, effectiveDirection, effectiveSidebarSize, initialLayoutState, type LayoutInput, type LayoutState } from '../theme/layout-state';

/** The machine's context is the layout state of `src/theme/layout-state.ts`. */
export type LayoutContext = LayoutState;

/** One customizer choice: a setting and one of its values. */
export type LayoutChoice = { [K in LayoutKey]: { key: K; value: LayoutSettings[K] } }[LayoutKey];

export type LayoutEvent =
  | ({ type: 'layout.set' } & LayoutChoice)
  | { type: 'layout.setSemiDark'; on: boolean }
  | { type: 'layout.reset' }
  | { type: 'layout.toggleSidebar' }
  | { type: 'layout.closeOverlay' }
  | { type: 'layout.viewport'; width: number }
  | { type: 'layout.languageDirection'; direction: Direction };

function storedOf(context: LayoutContext): StoredLayout {
  return { settings: context.settings, directionChosen: context.directionChosen };
}

// Parameterised actions: their params are read after the transition's assigns have run.
const apply = { type: 'applyAttributes', params: ({ context }: { context: LayoutContext }) => attributesOf(context) } as const;
const save = { type: 'persist', params: ({ context }: { context: LayoutContext }) => storedOf(context) } as const;

/**
 * §2 Theme customizer / §4 Layout. Each choice updates the setting, persists it
 * (`persist`) and applies the attribute table on `<html>` (`applyAttributes`).
 * Light/Dark also set topbar and sidebar colour to that value; Semi Dark sets
 * both dark (or back to light); a content-width change calls `dispatchResize`.
 * The sidebar toggle widens or narrows the sidebar on tablet and desktop and
 * opens the overlay on phones. Provided actions: `applyAttributes`, `persist`, `dispatchResize`.
 */
export const layoutMachine = setup({
  types: {} as { context: LayoutContext; events: LayoutEvent; input: LayoutInput },
  actions: {
    applyAttributes: (_, _attributes: LayoutAttributes) => {},
    persist: (_, _stored: StoredLayout) => {},
    dispatchResize: () => {},
    choose: assign(({ context, event }) => {
      assertEvent(event, 'layout.set');
      return {
        settings: {
          ...context.settings,
          [event.key]: event.value,
          ...(event.key === 'mode' ? { sidebarColor: event.value, topbarColor: event.value } : {}),
        },
        directionChosen: context.directionChosen || event.key === 'direction',
        sidebarToggled: event.key === 'sidebarSize' || event.key === 'layout' ? false : context.sidebarToggled,
      };
    }),
    resetAll: assign({ settings: { ...DEFAULT_LAYOUT }, directionChosen: false, sidebarToggled: false }),
  },
  guards: {
    isKnownChoice: ({ event }) => {
      assertEvent(event, 'layout.set');
      return isLayoutValue(event.key, event.value);
    },
    changesWidth: ({ context, event }) => {
      assertEvent(event, 'layout.set');
      return event.key === 'width' && event.value !== context.settings.width;
    },
    isBoxed: ({ context }) => context.settings.width !== DEFAULT_LAYOUT.width,
    changesViewport: ({ context, event }) => {
      assertEvent(event, 'layout.viewport');
      return viewportFor(event.width) !== context.viewport;
    },
  },
}).createMachine({
  id: 'layout',
  context: ({ input }) => initialLayoutState(input),
  entry: apply,
  on: {
    'layout.set': [
      {
        guard: and(['isKnownChoice', 'changesWidth']),
        actions: ['choose', apply, save, 'dispatchResize'],
        description: '§2: a new content width is applied, saved, and resizes the page',
      },
      { guard: 'isKnownChoice', actions: ['choose', apply, save], description: '§2: a customizer choice is applied and saved; an unknown value is ignored' },
    ],
    'layout.setSemiDark': {
      actions: [
        assign(({ context, event }) => {
          const color = event.on ? 'dark' : 'light';
          return { settings: { ...context.settings, sidebarColor: color, topbarColor: color } };
        }),
        apply,
        save,
      ],
      description: '§2 Semi Dark: sidebar and topbar dark, or back to light',
    },
    'layout.reset': [
      {
        guard: 'isBoxed',
        actions: ['resetAll', apply, save, 'dispatchResize'],
        description: '§2 Reset: the defaults back; leaving the boxed width resizes the page',
      },
      { actions: ['resetAll', apply, save], description: '§2 Reset: the defaults back' },
    ],
    'layout.toggleSidebar': {
      actions: [
        assign(({ context }) => (context.viewport === 'phone' ? { overlayOpen: !context.overlayOpen } : { sidebarToggled: !context.sidebarToggled })),
        apply,
      ],
      description: '§4: the sidebar widens or narrows; on phones the overlay opens or closes',
    },
    'layout.closeOverlay': { actions: assign({ overlayOpen: false }), description: '§4: the phone sidebar overlay closes' },
    'layout.viewport': {
      guard: 'changesViewport',
      actions: [assign(({ event }) => ({ viewport: viewportFor(event.width), sidebarToggled: false, overlayOpen: false })), apply],
      description: '§4: a new viewport (phone, tablet, desktop) resets the sidebar toggle and closes the overlay',
    },
    'layout.languageDirection': {
      actions: [assign(({ event }) => ({ languageDirection: event.direction })), apply],
      description: "§4: the language's direction, used unless the user chose one",
    },
  },
});

type LayoutSnapshot = { context: LayoutContext };

/** The settings with the direction in effect, for the customizer's controls. */
export const selectLayoutView = (snapshot: LayoutSnapshot) => ({
  ...snapshot.context.settings,
  direction: effectiveDirection(snapshot.context),
});
/** Semi Dark is on while both sidebar and topbar are dark. */
export const selectIsSemiDark = (snapshot: LayoutSnapshot) =>
  snapshot.context.settings.sidebarColor === 'dark' && snapshot.context.settings.topbarColor === 'dark';
export const selectSidebarState = (snapshot: LayoutSnapshot) => ({
  viewport: snapshot.context.viewport,
  overlayOpen: snapshot.context.overlayOpen,
  size: effectiveSidebarSize(snapshot.context),
});
