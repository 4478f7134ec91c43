/**
 * §3 layout settings: their values, defaults, stored form and the attributes
 * they put on `<html>` (docs/ui.md "Views and controls", its table). Pure (no DOM), shared by
 * the layout machine, the customizer and the inline layout gate (src/boot/layout-gate.ts).
 */
export const layoutOptions = {
  layout: ['vertical', 'horizontal'],
  skin: ['default', 'bordered'],
  mode: ['light', 'dark'],
  direction: ['ltr', 'rtl'],
  width: ['fluid', 'boxed'],
  sidebarSize: ['lg', 'md', 'sm'],
  navbar: ['sticky', 'scroll', 'bordered', 'hidden'],
  sidebarColor: ['light', 'dark', 'brand', 'modern'],
  topbarColor: ['light', 'dark', 'brand'],
} as const;

export type LayoutKey = keyof typeof layoutOptions;
export type LayoutSettings = { [K in LayoutKey]: (typeof layoutOptions)[K][number] };
export type Direction = LayoutSettings['direction'];
export type SidebarSize = LayoutSettings['sidebarSize'];

/** §3 defaults. */
export const DEFAULT_LAYOUT: LayoutSettings = {
  layout: 'vertical',
  skin: 'default',
  mode: 'light',
  direction: 'ltr',
  width: 'fluid',
  sidebarSize: 'lg',
  navbar: 'sticky',
  sidebarColor: 'light',
  topbarColor: 'light',
};

/**
 * localStorage key of the settings. The version suffix changes when the stored
 * shape does, so an old shape reads as defaults instead of as garbage.
 * The inline layout gate reads the same key.
 */
export const LAYOUT_STORAGE_KEY = 'layout-settings:v1';

/** What is stored: the choices, and whether the direction was chosen (else the language decides it, §9). */
export interface StoredLayout {
  settings: LayoutSettings;
  directionChosen: boolean;
}

export function isLayoutValue<K extends LayoutKey>(key: K, value: unknown): value is LayoutSettings[K] {
  return (layoutOptions[key] as readonly unknown[]).includes(value);
}

/**
 * Reads the stored form; corrupt JSON, a wrong shape or an unknown value falls back to the default, per setting.
 * Also runs inline before the first paint (src/boot/layout-gate.ts), from its source, with `options` and
 * `defaults` passed in: it uses nothing but its arguments.
 */
export function parseStoredLayout(
  raw: string | null | undefined,
  options: typeof layoutOptions = layoutOptions,
  defaults: LayoutSettings = DEFAULT_LAYOUT,
): StoredLayout {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : null;
  } catch {
    value = null;
  }
  const record = value && typeof value === 'object' ? (value as Partial<Record<keyof StoredLayout, unknown>>) : {};
  const stored = record.settings && typeof record.settings === 'object' ? (record.settings as Record<string, unknown>) : {};
  const settings = { ...defaults };
  for (const key of Object.keys(options) as LayoutKey[]) {
    const candidate = stored[key];
    if ((options[key] as readonly unknown[]).includes(candidate)) (settings as Record<LayoutKey, unknown>)[key] = candidate;
  }
  return { settings, directionChosen: record.directionChosen === true };
}

export function serializeLayout(stored: StoredLayout): string {
  return JSON.stringify(stored);
}

/** Attribute name → value on `<html>`; `null` removes the attribute. */
export type LayoutAttributes = Record<
  'data-layout' | 'data-skin' | 'data-theme' | 'dir' | 'data-layout-width' | 'data-sidebar-size' | 'data-navbar' | 'data-sidebar' | 'data-topbar',
  string | null
>;

/**
 * The attribute table of docs/ui.md "Views and controls" for the given settings, with the direction
 * and sidebar size in effect; `data-sidebar-size` only in vertical layout (§4).
 * Also runs inline before the first paint (src/boot/layout-gate.ts): it uses nothing but its arguments.
 */
export function layoutAttributes(settings: LayoutSettings, effective: { direction: Direction; sidebarSize: SidebarSize }): LayoutAttributes {
  return {
    'data-layout': settings.layout,
    'data-skin': settings.skin,
    'data-theme': settings.mode,
    dir: effective.direction,
    'data-layout-width': settings.width,
    'data-sidebar-size': settings.layout === 'vertical' ? effective.sidebarSize : null,
    'data-navbar': settings.navbar,
    'data-sidebar': settings.sidebarColor,
    'data-topbar': settings.topbarColor,
  };
}

/** Viewport bands of §4/§9: under 768 px the sidebar is an overlay; from 768 to 1024 px (inclusive) it is small. */
export type Viewport = 'phone' | 'tablet' | 'desktop';
export const VIEWPORT_BANDS = { phoneMaxPx: 768, tabletMaxPx: 1024 };

/**
 * The band of a viewport `widthPx` wide. Also runs inline before the first paint
 * (src/boot/layout-gate.ts), with `bands` passed in: it uses nothing but its arguments.
 */
export function viewportFor(widthPx: number, bands: typeof VIEWPORT_BANDS = VIEWPORT_BANDS): Viewport {
  if (widthPx < bands.phoneMaxPx) return 'phone';
  if (widthPx <= bands.tabletMaxPx) return 'tablet';
  return 'desktop';
}
