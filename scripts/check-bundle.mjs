#!/usr/bin/env node
/**
 * Fails when a build holds code its mode must not ship (docs/architecture.md "Modes"):
 * - `msw`: the fake backend (MSW, its service worker, the mock data), which the API and oidc
 *   builds must not contain;
 * - `oidc`: the OpenID Connect client (oidc-client-ts), which only the oidc build may load;
 * - `demo`: the template's demo content (VITE_DEMO_CONTENT=false leaves it out): its pages' paths,
 *   the demo cart and the demo-account hints.
 *   node scripts/check-bundle.mjs <dir> <msw|oidc>...
 * Exit 0: clean. Exit 1: prints each file and marker found. Exit 2: no build there, or bad arguments.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Strings only that code ships. */
export const MARKERS = {
  msw: [
    'mockServiceWorker',
    'MOCK_ACTIVATE',
    'INTEGRITY_CHECK_REQUEST',
    'x-msw-intention',
    '[MSW]',
    'mock-backend-db',
    'mock-scenario',
    'fake-backend-demo-secret',
  ],
  // oidc-client-ts's user store key and one of its errors (no minifier renames them), and the oidc
  // settings reader with its role map, which only an oidc build runs (its message names the variable).
  oidc: ['oidc.user:', 'No matching state found in storage', 'VITE_OIDC_ROLE_SOURCE'],
  // Paths only the demo's menu and routes name, the cart's component and the sign-in's demo hint.
  demo: ['ecommerce-checkout', 'product-grid', 'onepage-landing', 'product-landing', 'pages-coming-soon', 'verify-email', 'login.demoHint', 'CartDrawer'],
};

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const [dirArgument, ...kinds] = process.argv.slice(2);
if (!dirArgument || kinds.length === 0 || kinds.some((kind) => !(kind in MARKERS))) {
  console.error(`usage: check-bundle.mjs <dir> <${Object.keys(MARKERS).join('|')}>...`);
  process.exit(2);
}
const dir = path.resolve(dirArgument);
const markers = kinds.flatMap((kind) => MARKERS[kind]);
let checked = 0;
const hits = [];
try {
  for await (const file of files(dir)) {
    if (kinds.includes('msw') && path.basename(file) === 'mockServiceWorker.js') {
      hits.push(`${path.relative(dir, file)}: the MSW service worker file`);
      continue;
    }
    if (!/\.(js|mjs|html|json|css)$/.test(file)) continue;
    // The message files hold every text in every build; a build leaves out code, not translations.
    if (kinds.includes('demo') && file.includes(`${path.sep}i18n${path.sep}`)) continue;
    checked++;
    const text = await readFile(file, 'utf8');
    for (const marker of markers) if (text.includes(marker)) hits.push(`${path.relative(dir, file)}: ${marker}`);
  }
} catch (error) {
  console.error(`check-bundle: cannot read ${dir}: ${error.message}`);
  process.exit(2);
}
if (checked === 0) {
  console.error(`check-bundle: no build files in ${dir}`);
  process.exit(2);
}
if (hits.length > 0) {
  console.error(`check-bundle: ${dirArgument} holds code it must not (${kinds.join(', ')}):\n  ${hits.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-bundle: ${checked} files in ${dirArgument}, none of ${kinds.join(', ')}`);
