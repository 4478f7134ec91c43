import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isReadablePath } from '../../scripts/readable-path';

describe('isReadablePath (any path reaches the app)', () => {
  it.each(['/employees/%', '/trainings/%E0%A4%A', '/a%zz', '/%?q=1'])('%s is not valid percent-encoding', (url) => expect(isReadablePath(url)).toBe(false));
  it.each(['/', '/employees/emp-1', '/x%20y', '/%E2%82%AC', '/a?q=%'])('%s is', (url) => expect(isReadablePath(url)).toBe(true));

  it('reads every path a browser encodes; never throws on any text (generated)', () => {
    fc.assert(fc.property(fc.string(), (text) => isReadablePath(`/${encodeURIComponent(text)}`)));
    fc.assert(fc.property(fc.string(), (text) => typeof isReadablePath(text) === 'boolean'));
  });
});
