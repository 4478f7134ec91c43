#!/usr/bin/env node
/**
 * Checks that a build keeps the chunking rule (vite.config.ts): every page of the route table (a
 * `*.route.tsx` under src/routes) is a lazily loaded chunk of its own, and no files import each other
 * in a circle (through their static imports, as the build's manifest lists them: which module ran
 * first would then depend on which file the browser loads first).
 *   node scripts/check-chunks.mjs <dir>...
 * Exit 0: the rule holds. Exit 1: prints what breaks it in each build. Exit 2: no manifest there.
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

/**
 * @param {Record<string, { file: string, src?: string, isDynamicEntry?: boolean }>} manifest Vite's build manifest.
 * @returns {string[]} the route pages (`*.route.tsx` under src/routes) that are not a lazily loaded chunk of their own;
 * all of them when the manifest lists no route page at all (the rule then matches nothing).
 */
export function pagesWithoutOwnChunk(manifest) {
  const pages = Object.keys(manifest).filter((key) => /^src\/routes\/.+\.route\.tsx$/.test(key));
  if (pages.length === 0) return ['(no route page in the manifest)'];
  return pages.filter((key) => !manifest[key]?.isDynamicEntry);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    console.error('usage: check-chunks.mjs <dir>...');
    process.exit(2);
  }
  let failed = false;
  for (const dir of dirs) {
    let manifest;
    try {
      manifest = JSON.parse(await readFile(path.join(dir, '.vite', 'manifest.json'), 'utf8'));
    } catch (error) {
      console.error(`check-chunks: no manifest in ${dir}: ${error.message}`);
      process.exit(2);
    }
    const cycle = findChunkCycle(manifest);
    const shared = pagesWithoutOwnChunk(manifest);
    if (cycle) console.error(`check-chunks: ${dir} has files that import each other: ${cycle.join(' -> ')}`);
    if (shared.length > 0) console.error(`check-chunks: ${dir}: not a lazily loaded chunk of its own: ${shared.join(', ')}`);
    if (cycle || shared.length > 0) failed = true;
    else console.log(`check-chunks: ${Object.keys(manifest).length} files in ${dir}, every page its own chunk, no circle`);
  }
  process.exit(failed ? 1 : 0);
}
