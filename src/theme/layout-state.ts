import {
  layoutAttributes,
  parseStoredLayout,
  viewportFor,
  type Direction,
  type LayoutAttributes,
  type LayoutSettings,
  type SidebarSize,
  type Viewport,
} from './layout-settings.js';

/**
 * The layout as it stands (§4 Layout): the stored choices plus what the
 * browser and the language decide. Pure, so the layout machine and the light
 * root of the landing and sign-in pages (which has no machine) derive `<html>`
 * from the same functions.
 */
export interface LayoutState {
  /** The customizer's choices (persisted). */
  settings: LayoutSettings;
  /** True once the user chose LTR or RTL; until then the language sets the direction (§9). */
  directionChosen: boolean;
  /** The direction of the active language (rtl for Arabic). */
  languageDirection: Direction;
  viewport: Viewport;
  /** The topbar toggle's state on tablet and desktop (not persisted): flips the sidebar size. */
  sidebarToggled: boolean;
  /** Under 768 px: whether the sidebar overlay is open. */
  overlayOpen: boolean;
}

export interface LayoutInput {
  /** The raw stored settings (localStorage), or null. */
  stored: string | null;
  /** The viewport width in px at start. */
  viewportWidth: number;
}

/** The layout at start: the stored settings (defaults per unreadable setting), the viewport's band, nothing toggled. */
export function initialLayoutState(input: LayoutInput, languageDirection: Direction = 'ltr'): LayoutState {
  return {
    ...parseStoredLayout(input.stored),
    languageDirection,
    viewport: viewportFor(input.viewportWidth),
    sidebarToggled: false,
    overlayOpen: false,
  };
}

/** The direction in effect: the user's choice, else the language's. */
export function effectiveDirection(state: LayoutState): Direction {
  return state.directionChosen ? state.settings.direction : state.languageDirection;
}

/**
 * The sidebar size in effect (§4): phones show the full sidebar in the overlay;
 * tablets use the small one (the toggle widens it); on desktops the toggle
 * switches between the chosen size and small (or large when small was chosen).
 * Also runs inline before the first paint (src/boot/layout-gate.ts): it uses nothing but its argument.
 */
export function effectiveSidebarSize(state: Pick<LayoutState, 'settings' | 'viewport' | 'sidebarToggled'>): SidebarSize {
  if (state.viewport === 'phone') return 'lg';
  if (state.viewport === 'tablet') return state.sidebarToggled ? 'lg' : 'sm';
  if (!state.sidebarToggled) return state.settings.sidebarSize;
  return state.settings.sidebarSize === 'sm' ? 'lg' : 'sm';
}

/** The `<html>` attribute table of docs/ui.md "Views and controls" for this state. */
export function attributesOf(state: LayoutState): LayoutAttributes {
  return layoutAttributes(state.settings, { direction: effectiveDirection(state), sidebarSize: effectiveSidebarSize(state) });
}
