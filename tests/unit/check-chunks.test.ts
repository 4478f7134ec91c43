import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findChunkCycle, pagesWithoutOwnChunk } from '../../scripts/check-chunks.mjs';

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** A manifest of `size` chunks whose imports only point forward (chunk i imports some j > i): no circle. */
const forwardManifest = fc.integer({ min: 1, max: 30 }).chain((size) =>
  fc.array(fc.tuple(fc.nat(size - 1), fc.nat(size - 1)), { maxLength: size * 3 }).map((pairs) => {
    const manifest: Manifest = {};
    for (let index = 0; index < size; index += 1) manifest[`_c${index}.js`] = { file: `assets/c${index}.js`, imports: [] };
    for (const [a, b] of pairs) if (a < b) manifest[`_c${a}.js`].imports!.push(`_c${b}.js`);
    return { manifest, size };
  }),
);

/** True when each file of `cycle` imports the next one in `manifest`. */
function isCircle(manifest: Manifest, cycle: string[]): boolean {
  const keyOf = (file: string) => Object.keys(manifest).find((key) => manifest[key].file === file)!;
  return cycle.length > 1 && cycle[0] === cycle.at(-1) && cycle.slice(1).every((file, index) => manifest[keyOf(cycle[index])].imports?.includes(keyOf(file)));
}

describe('findChunkCycle, the build check that no files import each other in a circle', () => {
  it('finds no circle in any manifest whose imports only point forward', () => {
    fc.assert(fc.property(forwardManifest, ({ manifest }) => findChunkCycle(manifest) === null));
  });

  it('finds a real circle once any chunk imports one that reaches it', () => {
    fc.assert(
      fc.property(forwardManifest, fc.nat(), fc.nat(), ({ manifest, size }, from, to) => {
        const [low, high] = [Math.min(from % size, to % size), Math.max(from % size, to % size)];
        // A path low -> ... -> high, then high imports low back.
        for (let index = low; index < high; index += 1) manifest[`_c${index}.js`].imports!.push(`_c${index + 1}.js`);
        manifest[`_c${high}.js`].imports!.push(`_c${low}.js`);
        const cycle = findChunkCycle(manifest);
        expect(cycle).not.toBeNull();
        expect(isCircle(manifest, cycle!)).toBe(true);
      }),
    );
  });

  it('names the files of a circle in the order they import each other', () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_lists.js'] },
      '_lists.js': { file: 'assets/lists.js', imports: ['_shell.js'] },
      '_shell.js': { file: 'assets/shell.js', imports: ['_lists.js'] },
    };
    expect(findChunkCycle(manifest)).toEqual(['assets/lists.js', 'assets/shell.js', 'assets/lists.js']);
  });
});

describe('pagesWithoutOwnChunk, the build check that every route page is a chunk of its own', () => {
  it('passes a manifest whose pages are each a dynamic entry, and names each page that is not', () => {
    const manifest = {
      'src/boot/main.tsx': { file: 'assets/index.js', isEntry: true },
      'src/routes/employees/employees.route.tsx': { file: 'assets/employees.route.js', isDynamicEntry: true },
      'src/routes/trainings/training.route.tsx': { file: 'assets/training.route.js', isDynamicEntry: true },
    };
    expect(pagesWithoutOwnChunk(manifest)).toEqual([]);
    expect(pagesWithoutOwnChunk({ ...manifest, 'src/routes/trainings/training.route.tsx': { file: 'assets/index.js' } })).toEqual([
      'src/routes/trainings/training.route.tsx',
    ]);
  });

  it('fails a manifest in which the rule matches no page at all', () => {
    expect(pagesWithoutOwnChunk({ 'src/boot/main.tsx': { file: 'assets/index.js' } })).toHaveLength(1);
  });
});
