import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNetworkFault, networkFaultMessages } from '../../src/domain/network-fault';

describe('isNetworkFault: the reason a gateway error carries, read at the boundary', () => {
  it('takes each fault the app names', () => {
    for (const fault of Object.keys(networkFaultMessages)) expect(isNetworkFault(fault)).toBe(true);
  });

  it('refuses anything else a server body could hold: other strings, inherited names, other types', () => {
    const known = new Set(Object.keys(networkFaultMessages));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string().filter((text) => !known.has(text)),
          fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'OFFLINE', ' offline'),
          fc.anything().filter((value) => typeof value !== 'string'),
        ),
        (value) => {
          expect(isNetworkFault(value)).toBe(false);
        },
      ),
    );
  });
});
