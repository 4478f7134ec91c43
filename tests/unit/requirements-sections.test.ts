import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const requirements = readFileSync(new URL('../../docs/requirements.md', import.meta.url), 'utf8');
const headings = new Set([...requirements.matchAll(/^## §(\d+) /gm)].map((match) => Number(match[1])));

/** Every `§N` the repository's code, tests and docs cite (tracked text files, the lock file aside: `-I` skips the baseline pictures). */
function citedSections(): Set<number> {
  const output = execFileSync('git', ['grep', '-IhoE', '§[0-9]+', '--', '.', ':!package-lock.json'], { encoding: 'utf8' });
  return new Set(
    output
      .split('\n')
      .filter(Boolean)
      .map((match) => Number(match.slice(1))),
  );
}

describe('docs/requirements.md (the requirements the code cites as §N)', () => {
  it('has a heading for every section the code, the tests and the docs cite', () => {
    const cited = citedSections();
    expect(cited.size).toBeGreaterThan(9);
    expect([...cited].filter((section) => !headings.has(section))).toEqual([]);
  });

  it('numbers its sections §1, §2, … in order, none missing', () => {
    const numbers = [...requirements.matchAll(/^## §(\d+) /gm)].map((match) => Number(match[1]));
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });
});
