import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { staleWrite } from '../../mocks/handlers/write-helpers';

const message = 'This employee was changed by someone else.';

describe('staleWrite: the version a write names, as the mock servers read it (§13)', () => {
  it('the record’s own version, as a number or as digits, lets the write through (generated)', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(3), fc.boolean(), (version, zeros, asText) => {
        const named = asText ? `${'0'.repeat(zeros)}${version}` : version;
        expect(staleWrite({ version }, named, message)).toBeNull();
      }),
    );
  });

  it('any other whole number is a 409 carrying the message and the record as it is now (generated)', async () => {
    const record = { id: 'emp-1', version: 7 };
    for (const named of [0, 6, 8, -7, 70, '6', '8']) {
      const answer = staleWrite(record, named, message)!;
      expect(answer.status).toBe(409);
      expect(await answer.json()).toEqual({ success: false, message, data: record });
    }
    fc.assert(
      fc.property(
        fc.integer().filter((named) => named !== 7),
        (named) => {
          expect(staleWrite(record, named, message)?.status).toBe(409);
        },
      ),
    );
  });

  it('anything that is not a whole number names no version: a 428, whatever it is (generated)', () => {
    const notAVersion = fc
      .anything()
      .filter((value) => !(typeof value === 'number' && Number.isInteger(value)) && !(typeof value === 'string' && /^\d+$/.test(value)));
    fc.assert(
      fc.property(notAVersion, (named) => {
        expect(staleWrite({ version: 3 }, named, message)?.status).toBe(428);
      }),
    );
  });
});
