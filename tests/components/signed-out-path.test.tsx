import { describe, expect, it } from 'vitest';
import { LOGGED_OUT_PATH } from '../../src/api/oidc/paths';
import { SIGNED_OUT_PATH } from '../../src/hooks/shell-context';

describe('where sign-out lands', () => {
  it('is the logged-out page the route table keeps in every build, also without the demo', () => {
    expect(SIGNED_OUT_PATH).toBe(LOGGED_OUT_PATH);
  });
});
