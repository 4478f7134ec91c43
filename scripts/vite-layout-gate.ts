import { minifySync, type Plugin } from 'vite';
import { layoutGateScript } from '../src/boot/layout-gate.js';

/**
 * Writes the layout gate (src/boot/layout-gate.ts) into index.html's `<head>`, on the dev server and
 * in the build alike: the stored theme, the language's direction and the sidebar size are on `<html>`
 * before the first paint, computed by the app's own rule functions, so a reload shows no flash of
 * the wrong theme or direction and the rules have one source. Minified: every page carries it.
 */
export function layoutGate(): Plugin {
  const script = minifySync('layout-gate.js', layoutGateScript()).code.trim();
  return {
    name: 'layout-gate',
    transformIndexHtml: () => [{ tag: 'script', children: script, injectTo: 'head' }],
  };
}
