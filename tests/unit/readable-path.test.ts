import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isReadablePath, toTheApp } from '../../scripts/readable-path';

describe('isReadablePath (any path reaches the app)', () => {
  it.each(['/employees/%', '/trainings/%E0%A4%A', '/a%zz', '/%?q=1'])('%s is not valid percent-encoding', (url) => expect(isReadablePath(url)).toBe(false));
  it.each(['/', '/employees/emp-1', '/x%20y', '/%E2%82%AC', '/a?q=%'])('%s is', (url) => expect(isReadablePath(url)).toBe(true));

  it('reads every path a browser encodes; never throws on any text (generated)', () => {
    fc.assert(fc.property(fc.string(), (text) => isReadablePath(`/${encodeURIComponent(text)}`)));
    fc.assert(fc.property(fc.string(), (text) => typeof isReadablePath(text) === 'boolean'));
  });

  it('refuses any path holding a broken escape, wherever it stands, and reads the same path once the escape is whole (generated)', () => {
    const broken = fc.constantFrom('%', '%Z', '%zz', '%E0%A4%A', '%C3', '%E2%82');
    fc.assert(
      fc.property(fc.string(), broken, fc.string(), fc.string(), (before, escape, after, query) => {
        // A segment ends the escape: whatever follows cannot complete it.
        const path = (middle: string) => `/${encodeURIComponent(before)}${middle}/${encodeURIComponent(after)}`;
        expect(isReadablePath(`${path(escape)}?${encodeURIComponent(query)}`)).toBe(false);
        expect(isReadablePath(path(encodeURIComponent(escape)))).toBe(true);
      }),
    );
  });

  it("toTheApp sends an unreadable path to the app's page and passes every other as it is, always going on (generated)", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const url = `/${text}`;
        const request = { url };
        let calls = 0;
        toTheApp(request, undefined, () => (calls += 1));
        expect(request.url).toBe(isReadablePath(url) ? url : '/');
        expect(calls).toBe(1);
      }),
    );
  });
});
