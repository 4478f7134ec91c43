import { bootTable } from './boot-table';
import { readCookie } from '../i18n/read-cookie';
import { readVisitor, sameFirstRender, visitorKey, type BootTable, type FirstRenderKey } from './first-render';
import { PRERENDER_MARKS } from './markers';

/**
 * The inline script's body: marks `<html>` (`frameShown`) when the visitor's first render is the
 * one the frame was rendered for, so the frame shows on the first paint, else the boot loader.
 * Runs from its source with the contract's functions passed in: it uses nothing but its arguments.
 */
function applyFrameGate(
  built: FirstRenderKey,
  table: BootTable,
  mark: string,
  read: typeof readVisitor,
  cookie: typeof readCookie,
  key: typeof visitorKey,
  same: typeof sameFirstRender,
): void {
  try {
    if (same(built, key(read(table, cookie), table))) document.documentElement.setAttribute(mark, '');
  } catch {
    // Anything unreadable: the boot loader shows.
  }
}

/** The inline script that decides, before the first paint, whether the frame rendered for `built` shows. */
export function frameGateScript(built: FirstRenderKey): string {
  const args = [
    JSON.stringify(built),
    JSON.stringify(bootTable),
    JSON.stringify(PRERENDER_MARKS.frameShown),
    readVisitor,
    readCookie,
    visitorKey,
    sameFirstRender,
  ];
  return `(${applyFrameGate.toString()})(${args.map(String).join(', ')});`;
}
