import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from '../../scripts/require-node.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string>; engines: { node: string } };
const nvmrc = readFileSync('.nvmrc', 'utf8').trim();

describe('the Node the scripts need', () => {
  it('stops on an older major with one line naming the version and the README command that provides it', () => {
    expect(nodeVersionProblem('20.20.2', '24.21.0\n')).toBe(
      'This project needs Node 24 (.nvmrc: 24.21.0); this is Node 20.20.2. Put it on PATH with the README\'s first line: bin="$(bash scripts/provision-node.sh)" && export PATH="$bin:$PATH"',
    );
  });

  it('lets the same or a newer major through, and stops every older one', () => {
    fc.assert(
      fc.property(fc.nat(40), fc.nat(30), fc.nat(30), (major, minor, patch) => {
        const problem = nodeVersionProblem(`${major}.${minor}.${patch}`, nvmrc);
        expect(problem === null).toBe(major >= 24);
      }),
    );
  });

  it.each(['dev', 'test', 'build', 'e2e', 'e2e:api', 'e2e:oidc', 'e2e:dev', 'e2e:product'])('npm run %s checks it first', (script) => {
    expect(pkg.scripts[`pre${script}`]).toBe('node scripts/require-node.mjs');
  });

  it('engines names the major of .nvmrc', () => {
    expect(pkg.engines.node).toBe(`>=${nvmrc.split('.')[0]}`);
  });
});
