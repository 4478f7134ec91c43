import { DEFAULT_LAYOUT, layoutAttributes, layoutOptions, parseStoredLayout, viewportFor, VIEWPORT_BANDS } from '../theme/layout-settings.js';
import { applyHtmlAttributes, applyHtmlLanguage } from '../theme/layout-dom.js';
import { effectiveSidebarSize } from '../theme/layout-state.js';
import { readCookie } from '../i18n/read-cookie.js';
import { readVisitor, visitorKey, type BootTable } from './first-render.js';
import { visitorTable } from './visitor-table.js';

/** What the layout gate needs besides the visitor's table: the settings' values and defaults, and the viewport bands. */
interface LayoutTable {
  options: typeof layoutOptions;
  defaults: typeof DEFAULT_LAYOUT;
  bands: typeof VIEWPORT_BANDS;
}

/**
 * The inline script's body: puts on `<html>`, before the first paint, the attributes the layout
 * machine will (§4 Layout, §9 language): the stored settings, the direction of the stored choice or
 * else of the visitor's language (cookie, else the browser's: an Arabic browser reads right to left),
 * the sidebar size of the viewport, and the language's tag as `lang`. Runs from its source with the
 * app's own rule functions passed in: it uses nothing but its arguments. Anything unreadable leaves
 * the defaults written in index.html.
 */
function applyLayoutGate(
  table: Omit<BootTable, 'scenarios'>,
  layout: LayoutTable,
  read: typeof readVisitor,
  cookie: typeof readCookie,
  key: typeof visitorKey,
  parse: typeof parseStoredLayout,
  band: typeof viewportFor,
  sidebarSize: typeof effectiveSidebarSize,
  attributes: typeof layoutAttributes,
  applyAttributes: typeof applyHtmlAttributes,
  applyLanguage: typeof applyHtmlLanguage,
): void {
  try {
    const reading = read({ ...table, scenarios: null }, cookie);
    const visitor = key(reading, { ...table, scenarios: null });
    const { settings } = parse(reading.storedLayout, layout.options, layout.defaults);
    const viewport = band(window.innerWidth, layout.bands);
    const effective = { direction: visitor.direction, sidebarSize: sidebarSize({ settings, viewport, sidebarToggled: false }) };
    applyAttributes(attributes(settings, effective));
    applyLanguage(table.languages.find((language) => language[0] === visitor.language)![1]);
  } catch {
    // Blocked or corrupt storage: the defaults on <html> stay.
  }
}

/** The inline script (src/boot/layout-gate.ts): index.html gets it at build and on the dev server (scripts/vite-layout-gate.ts). */
export function layoutGateScript(): string {
  const layout: LayoutTable = { options: layoutOptions, defaults: DEFAULT_LAYOUT, bands: VIEWPORT_BANDS };
  const args = [
    JSON.stringify(visitorTable),
    JSON.stringify(layout),
    readVisitor,
    readCookie,
    visitorKey,
    parseStoredLayout,
    viewportFor,
    effectiveSidebarSize,
    layoutAttributes,
    applyHtmlAttributes,
    applyHtmlLanguage,
  ];
  return `(${applyLayoutGate.toString()})(${args.map(String).join(', ')});`;
}
