import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../src/routes/shell';
import { menu } from '../../src/app/menu';
import { routes } from '../../src/routes/route-table';

/** Every link of the menu, groups opened. */
function hrefs(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((entry) => (entry.kind === 'link' ? [entry.href] : entry.kind === 'group' ? hrefs(entry.children) : []));
}

describe('the menu and the route table', () => {
  it('offers exactly the template auth pages the route table serves (§2: auth-<kind>-<variant>)', () => {
    const served = routes.map((route) => route.path).filter((path) => path.startsWith('/auth-'));
    const offered = hrefs(menu).filter((href) => href.startsWith('/auth-'));
    expect(served).toContain('/auth-register-modern');
    expect(offered.toSorted()).toEqual(served.toSorted());
  });

  it('links only to paths the route table serves', () => {
    const served = new Set(routes.map((route) => route.path));
    expect(hrefs(menu).filter((href) => !served.has(href.split(/[?#]/)[0]))).toEqual([]);
  });
});
