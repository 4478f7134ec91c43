#!/usr/bin/env node
/**
 * Fails when a build holds fake-backend code: MSW, its service worker, or the
 * mock data. CI runs it on the API-mode build (`VITE_AUTH_MODE=api`), which must
 * contain none of it (architecture "Modes").
 *   node scripts/check-no-msw.mjs [dir=dist]
 * Exit 0: clean. Exit 1: prints each file and marker found. Exit 2: no build there.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Strings only the fake backend ships: MSW's worker and client, and our mocks. */
export const MARKERS = [
  'mockServiceWorker',
  'MOCK_ACTIVATE',
  'INTEGRITY_CHECK_REQUEST',
  'x-msw-intention',
  '[MSW]',
  'mock-backend-db',
  'mock-scenario',
  'fake-backend-demo-secret',
];

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const dir = path.resolve(process.argv[2] ?? 'dist');
let checked = 0;
const hits = [];
try {
  for await (const file of files(dir)) {
    if (path.basename(file) === 'mockServiceWorker.js') {
      hits.push(`${path.relative(dir, file)}: the MSW service worker file`);
      continue;
    }
    if (!/\.(js|mjs|html|json|css)$/.test(file)) continue;
    checked++;
    const text = await readFile(file, 'utf8');
    for (const marker of MARKERS) if (text.includes(marker)) hits.push(`${path.relative(dir, file)}: ${marker}`);
  }
} catch (error) {
  console.error(`check-no-msw: cannot read ${dir}: ${error.message}`);
  process.exit(2);
}
if (checked === 0) {
  console.error(`check-no-msw: no build files in ${dir}`);
  process.exit(2);
}
if (hits.length > 0) {
  console.error(`check-no-msw: fake-backend code in ${dir}:\n  ${hits.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-no-msw: ${checked} files in ${dir}, no fake-backend code`);
