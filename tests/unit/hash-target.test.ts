import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashTarget } from '../../src/app/hash-target';

describe('hashTarget (the anchor a URL hash names)', () => {
  it.each([
    ['', ''],
    ['#top', 'top'],
    ['#caf%C3%A9', 'café'],
    ['#%', '%'],
    ['#%E0%A4%A', '%E0%A4%A'],
  ])('reads %j as %j', (hash, id) => {
    expect(hashTarget(hash)).toBe(id);
  });

  it('never throws, whatever the hash holds', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof hashTarget(`#${text}`)).toBe('string');
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back the id the app wrote: hashTarget(#encode(id)) is the id', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (id) => {
        expect(hashTarget(`#${encodeURIComponent(id)}`)).toBe(id);
      }),
    );
  });
});
