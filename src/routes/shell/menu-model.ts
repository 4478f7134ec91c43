import type { ReactNode } from 'react';
import type { MessageId } from '../../i18n/messages';

/** A link of the menu; `exact` links are active on their own path only (§2 employee course history). */
export interface MenuLink {
  kind: 'link';
  label: MessageId;
  href: string;
  icon?: ReactNode;
  exact?: boolean;
}

/** A sub-menu (§2: up to two levels below the top). `id` is stable, for keys and ids. */
export interface MenuGroup {
  kind: 'group';
  id: string;
  label: MessageId;
  icon?: ReactNode;
  children: (MenuLink | MenuGroup)[];
}

/** A section title (vertical sidebar only). */
interface MenuTitle {
  kind: 'title';
  label: MessageId;
}

/** One entry of the one menu definition (§2 Shell) that both the sidebar and the horizontal menu draw. */
export type MenuEntry = MenuTitle | MenuLink | MenuGroup;

/** Whether a link is active: exact links match the path only; others also match their sub-paths. */
export function isActive(entry: { href: string; exact?: boolean }, path: string): boolean {
  if (entry.exact || entry.href === '/') return path === entry.href;
  return path === entry.href || path.startsWith(`${entry.href}/`);
}

/** Whether a link inside the group (at any depth) is active, so the group starts open and is marked. */
export function containsActive(group: MenuGroup, path: string): boolean {
  return group.children.some((child) => (child.kind === 'link' ? isActive(child, path) : containsActive(child, path)));
}
