import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimAt, mapClaims, type ProviderClaims } from '../../src/api/oidc/claim-map';
import { DEFAULT_ROLE_MAP, mappedRole, readRoleMap, roleValues, type RoleMap } from '../../src/domain/role-map';
import { readOidcSettings, type ClaimMap, type ClaimSource } from '../../src/config/oidc-settings';
import { accessOf, type Role } from '../../src/domain/access';

const ORDER: readonly Role[] = ['admin', 'manager', 'viewer'];
const MAP: RoleMap = readRoleMap('admin=trend-admin,manager=trend-manager,manager=Trend Managers,viewer=trend-viewer').map!;
const claimMap = (overrides: Partial<ClaimMap> = {}): ClaimMap => ({
  userType: 'roles',
  nodeId: 'node_id',
  nodeType: 'node_type',
  roles: MAP,
  source: 'id_token',
  ...overrides,
});

/** What the role should be: the most privileged role any value maps to (case-insensitively). */
function expectedRole(values: readonly string[], map: RoleMap): Role | undefined {
  const lower = new Set(values.map((value) => value.toLowerCase()));
  return ORDER.find((role) => map.some((entry) => entry.role === role && lower.has(entry.value.toLowerCase())));
}

/** Values a provider adds beside the app's: its own roles, groups, anything; never one of the map's. */
const known = new Set(MAP.map((entry) => entry.value.toLowerCase()));
const providerOwn = fc
  .oneof(
    fc.constantFrom('default-roles-staff', 'offline_access', 'uma_authorization', 'Everyone', 'Reports.Read', 'staff', 'eu-west-1_Ab12_Google'),
    fc.string({ minLength: 1, maxLength: 12 }),
  )
  .filter((value) => !known.has(value.trim().toLowerCase()) && value.trim() !== '');
const mapped = fc.constantFrom(...MAP.map((entry) => entry.value));
const values = fc.array(fc.oneof(mapped, providerOwn), { maxLength: 8 });

describe('role lists as providers send them (§6 oidc: VITE_OIDC_ROLES)', () => {
  it('a Keycloak manager built with VITE_OIDC_CLAIM_USER_TYPE=realm_access.roles is a manager, whatever roles the realm lists first', () => {
    const { settings } = readOidcSettings({
      VITE_OIDC_AUTHORITY: 'https://keycloak.example.com/realms/staff',
      VITE_OIDC_CLIENT_ID: 'trend-admin',
      VITE_OIDC_CLAIM_USER_TYPE: 'realm_access.roles',
    });
    const claims = {
      sub: 'f3c1',
      realm_access: { roles: ['default-roles-staff', 'offline_access', 'uma_authorization', 'manager'] },
      node_id: 'dep-1',
      node_type: 'Department',
    };
    const user = mapClaims({ idToken: claims }, settings!.claims, 2_000_000_000);
    expect(user.user_type).toBe('manager');
    expect(accessOf(user)).toEqual({ role: 'manager', scope: { kind: 'department', id: 'dep-1' } });
  });

  it('the role is the most privileged one mapped, in any order, with duplicates and unknown values (generated)', () => {
    fc.assert(
      fc.property(values, (list) => {
        expect(mappedRole(list, MAP)).toBe(expectedRole(list, MAP));
      }),
      { numRuns: 1000 },
    );
  });

  it('reordering or repeating the values changes nothing (generated)', () => {
    fc.assert(
      fc.property(values, fc.func(fc.integer()), fc.nat(3), (list, key, times) => {
        const shuffled = [...list].sort((a, b) => key(a) - key(b));
        const repeated = shuffled.flatMap((value) => Array.from({ length: times + 1 }, () => value));
        expect(mappedRole(repeated, MAP)).toBe(mappedRole(list, MAP));
      }),
      { numRuns: 500 },
    );
  });

  it('values that map to no role are ignored; none mapped is no role, hence no access (generated)', () => {
    fc.assert(
      fc.property(values, fc.array(providerOwn, { maxLength: 6 }), (list, extra) => {
        expect(mappedRole([...extra, ...list, ...extra], MAP)).toBe(mappedRole(list, MAP));
        expect(mappedRole(extra, MAP)).toBeUndefined();
        expect(accessOf(mapClaims({ idToken: { roles: extra, node_id: 'dep-1', node_type: 'Department' } }, claimMap(), undefined)).scope).toEqual({
          kind: 'nothing',
        });
      }),
      { numRuns: 500 },
    );
  });

  it('a text claim reads as its space- or comma-separated values, as a list of them would (generated)', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9_.:-]{1,12}$/);
    // No value of this map holds a separator, so the text as a whole maps to nothing of its own.
    const plain = readRoleMap('admin=trend-admin,manager=trend-manager,viewer=trend-viewer').map!;
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom('trend-admin', 'trend-manager', 'trend-viewer'), word), { maxLength: 6 }),
        fc.constantFrom(' ', ',', ', ', '  '),
        (list, separator) => {
          expect(mappedRole(list.join(separator), plain)).toBe(mappedRole(list, plain));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a list entry is one value: an Okta group with a space maps as a whole', () => {
    expect(mappedRole(['Everyone', 'Trend Managers'], MAP)).toBe('manager');
    expect(mappedRole(['Everyone', 'Trend', 'Managers'], MAP)).toBeUndefined();
    expect(mappedRole('Trend Managers', MAP)).toBe('manager');
  });

  it('matches values whatever their case, and takes numbers as their text', () => {
    expect(mappedRole(['TREND-VIEWER'], MAP)).toBe('viewer');
    expect(mappedRole([7, 'x'], readRoleMap('viewer=7').map!)).toBe('viewer');
    expect(roleValues({ roles: ['admin'] })).toEqual([]);
    expect(roleValues([null, true, 'a', ['b']])).toEqual(['a']);
  });

  it('without VITE_OIDC_ROLES the role names are their own values', () => {
    expect(DEFAULT_ROLE_MAP).toEqual([
      { role: 'admin', value: 'admin' },
      { role: 'manager', value: 'manager' },
      { role: 'viewer', value: 'viewer' },
    ]);
    expect(mappedRole(['default-roles-staff', 'Viewer', 'manager'], DEFAULT_ROLE_MAP)).toBe('manager');
  });
});

describe('where the role claim is (§6 oidc: VITE_OIDC_CLAIM_USER_TYPE, VITE_OIDC_ROLE_SOURCE)', () => {
  const segment = fc
    .stringMatching(/^[a-z_][a-z0-9_:-]{0,8}$/)
    .filter((name) => !['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'].includes(name));

  it('a dotted path reaches a nested list, and a claim named with dots is found by its whole name first (generated)', () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), values, (parts, list) => {
        const nested = parts.reduceRight<unknown>((inner, part) => ({ [part]: inner }), list);
        const path = parts.join('.');
        expect(claimAt(nested as Record<string, unknown>, path)).toEqual(list);
        expect(mapClaims({ idToken: nested }, claimMap({ userType: path }), undefined).user_type).toBe(expectedRole(list, MAP));
        // A namespaced claim with the same text as a path wins over the path.
        const both = { ...(nested as Record<string, unknown>), [path]: ['trend-viewer'] };
        expect(mapClaims({ idToken: both }, claimMap({ userType: path }), undefined).user_type).toBe('viewer');
      }),
      { numRuns: 500 },
    );
  });

  it('the role and the node are read from the source the settings name, and only there; userinfo is the profile it was merged into (generated)', () => {
    const claimsOf = (list: string[], node: string) => ({ roles: list, node_id: node, node_type: 'Department' });
    fc.assert(
      fc.property(values, values, fc.constantFrom<ClaimSource>('id_token', 'access_token', 'userinfo'), (profileList, accessList, source) => {
        const claims: ProviderClaims = { idToken: claimsOf(profileList, 'dep-profile'), accessToken: claimsOf(accessList, 'dep-access') };
        const chosen = { id_token: [profileList, 'dep-profile'], access_token: [accessList, 'dep-access'], userinfo: [profileList, 'dep-profile'] } as const;
        const [list, node] = chosen[source];
        const user = mapClaims(claims, claimMap({ source }), undefined);
        expect(user.user_type).toBe(expectedRole(list, MAP));
        expect(user.node_id).toBe(node);
      }),
      { numRuns: 500 },
    );
  });

  it('an opaque access token (no claims) as the source gives no role', () => {
    expect(
      mapClaims({ idToken: { roles: ['trend-admin'] }, accessToken: undefined }, claimMap({ source: 'access_token' }), undefined).user_type,
    ).toBeUndefined();
  });
});

describe('VITE_OIDC_ROLES', () => {
  it.each([
    ['', DEFAULT_ROLE_MAP],
    [' admin = Trend.Admin ', [{ role: 'admin', value: 'Trend.Admin' }]],
    [
      'Manager=Trend Managers,manager=trend-manager',
      [
        { role: 'manager', value: 'Trend Managers' },
        { role: 'manager', value: 'trend-manager' },
      ],
    ],
  ])('reads %j', (text, map) => {
    expect(readRoleMap(text)).toEqual({ map, problem: null });
  });

  const notAPair = (pair: string) => `has "${pair}" where a role=value pair belongs (admin, manager or viewer = a value of the role claim).`;
  it.each([
    ['admin', notAPair('admin')],
    ['owner=x', 'names the role "owner": the roles are admin, manager and viewer.'],
    ['=x', 'names the role "": the roles are admin, manager and viewer.'],
    ['admin=', notAPair('admin=')],
    ['admin=a=b', notAPair('admin=a=b')],
    ['admin=x,viewer=x', 'gives "x" to both admin and viewer.'],
    ['admin=x,,viewer=y', notAPair('')],
  ])('refuses %j, saying why', (text, problem) => {
    expect(readRoleMap(text)).toEqual({ map: null, problem });
  });

  it('reads back any map written as role=value pairs, whatever the spacing and the case of the roles (generated)', () => {
    const value = fc.stringMatching(/^[^,=\s](?:[^,=]*[^,=\s])?$/);
    const pairs = fc.uniqueArray(fc.record({ role: fc.constantFrom('admin', 'manager', 'viewer' as const), value }), {
      minLength: 1,
      maxLength: 6,
      selector: (pair) => pair.value.toLowerCase(),
    });
    fc.assert(
      fc.property(pairs, fc.constantFrom('', ' ', '  '), fc.boolean(), (map, space, upper) => {
        const text = map.map(({ role, value: text }) => `${space}${upper ? role.toUpperCase() : role}${space}=${space}${text}${space}`).join(',');
        expect(readRoleMap(text)).toEqual({ map, problem: null });
      }),
    );
  });
});
