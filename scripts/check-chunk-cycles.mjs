#!/usr/bin/env node
/**
 * Fails when a build's files import each other in a circle (through their static imports, as the
 * build's manifest lists them). The chunk groups of scripts/vite-chunk-groups.ts leave their
 * modules' dependencies where they were, so a group could import a file that imports it back, and
 * which module runs first would then depend on which file the browser loads first.
 *   node scripts/check-chunk-cycles.mjs <dir>...
 * Exit 0: no circle. Exit 1: prints the first circle of each build. Exit 2: no manifest there.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * @param {Record<string, { file: string, imports?: string[] }>} manifest Vite's build manifest.
 * @returns {string[] | null} the files of one circle, its first file repeated at the end, or null.
 */
export function findChunkCycle(manifest) {
  const state = new Map(); // key -> 'open' while on the path, 'done' once all it reaches is checked
  const trail = [];
  const visit = (key) => {
    if (state.get(key) === 'done') return null;
    if (state.get(key) === 'open') return [...trail.slice(trail.indexOf(key)), key].map((entry) => manifest[entry]?.file ?? entry);
    state.set(key, 'open');
    trail.push(key);
    for (const next of manifest[key]?.imports ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(key, 'done');
    return null;
  };
  for (const key of Object.keys(manifest)) {
    const cycle = visit(key);
    if (cycle) return cycle;
  }
  return null;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    console.error('usage: check-chunk-cycles.mjs <dir>...');
    process.exit(2);
  }
  let failed = false;
  for (const dir of dirs) {
    let manifest;
    try {
      manifest = JSON.parse(await readFile(path.join(dir, '.vite', 'manifest.json'), 'utf8'));
    } catch (error) {
      console.error(`check-chunk-cycles: no manifest in ${dir}: ${error.message}`);
      process.exit(2);
    }
    const cycle = findChunkCycle(manifest);
    if (cycle) {
      failed = true;
      console.error(`check-chunk-cycles: ${dir} has files that import each other: ${cycle.join(' -> ')}`);
    } else {
      console.log(`check-chunk-cycles: ${Object.keys(manifest).length} files in ${dir}, no circle`);
    }
  }
  process.exit(failed ? 1 : 0);
}
