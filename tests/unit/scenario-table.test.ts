import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { scenarioNames } from '../../src/demo/scenario-choice';
import { scenarios } from '../../mocks/scenarios';

const root = new URL('../../', import.meta.url);
/** The scenario names in the first column of a Markdown table's rows (`| \`name\` | …`). */
const tableNames = (text: string) =>
  [...text.matchAll(/^\| `([a-z-]+)` \|/gm)].map((match) => match[1]).filter((name) => (scenarioNames as readonly string[]).includes(name!));

describe('the scenario table of docs/demo-and-qa.md', () => {
  it("lists every scenario of the code, in the code's order, once", () => {
    expect(tableNames(readFileSync(new URL('docs/demo-and-qa.md', root), 'utf8'))).toEqual([...scenarioNames]);
    expect(Object.keys(scenarios).toSorted()).toEqual([...scenarioNames].toSorted());
  });

  it('is the only scenario table: no other page of the docs or the README repeats it', () => {
    const pages = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'README.md', 'docs'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file.endsWith('.md') && file !== 'docs/demo-and-qa.md');
    const copies = pages.filter((file) => {
      try {
        return tableNames(readFileSync(new URL(file, root), 'utf8')).length > 2;
      } catch {
        return false;
      }
    });
    expect(copies).toEqual([]);
  });
});
