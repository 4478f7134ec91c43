// Stops an npm script at once, with one line, when the Node running it is older than the major that
// .nvmrc names: on the machine's own older Node, Vitest, MSW and jsdom fail in many files without
// saying why. npm runs this before dev, test, build and the e2e scripts (their `pre` scripts).
// Plain ES2020 with no dependencies, so that an old Node can run it.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const PROVIDE = 'bin="$(bash scripts/provision-node.sh)" && export PATH="$bin:$PATH"';

/**
 * @param {string} running the running Node's version (`process.versions.node`, e.g. `20.20.2`)
 * @param {string} wanted the version .nvmrc names (e.g. `24.21.0`)
 * @returns the line to print when `running`'s major is older than `wanted`'s, else null
 */
export function nodeVersionProblem(running, wanted) {
  const major = (version) => Number(String(version).trim().replace(/^v/, '').split('.')[0]);
  if (major(running) >= major(wanted)) return null;
  return `This project needs Node ${major(wanted)} (.nvmrc: ${wanted.trim()}); this is Node ${running}. Put it on PATH with the README's first line: ${PROVIDE}`;
}

// Run as a script (not imported by its test); compared as URLs, so a checkout path with a space or an accent still matches.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const wanted = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8');
  const problem = nodeVersionProblem(process.versions.node, wanted);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
