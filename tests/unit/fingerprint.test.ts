import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fingerprint } from '../../src/domain/fingerprint';

describe('fingerprint (the start of an export’s SHA-256)', () => {
  it('is what sha256sum prints first for the same bytes, for any file', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2048 }), async (bytes) => {
        const expected = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
        expect(await fingerprint(new Blob([bytes]))).toBe(expected);
      }),
    );
  });

  it('tells two files apart that differ in one byte, and gives one file the same print twice', async () => {
    const csv = '\uFEFFEmployee;Gaps\r\nAisha Hansen;1\r\n';
    expect(await fingerprint(new Blob([csv]))).toBe(await fingerprint(new Blob([csv])));
    expect(await fingerprint(new Blob([csv]))).not.toBe(await fingerprint(new Blob([csv.replace('1', '2')])));
  });
});
