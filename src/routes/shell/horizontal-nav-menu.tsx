import type { ReactNode } from 'react';
import { Menu, MenuItem, Popover, SubmenuTrigger } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ChevronEndIcon } from '../../components/ui/icons';
import type { MenuTriggerLink } from '../../components/ui/overlay-trigger';
import { MenuTriggerContexts } from '../../components/ui/trigger-contexts';
import { containsActive, isActive, type MenuGroup, type MenuLink } from './menu-model';
import styles from './horizontal-nav.module.css';
import topbarStyles from './topbar.module.css';

type TopEntry = MenuLink | MenuGroup;

/** Menu items for a group's children: links, and sub-menus for nested groups. */
function menuItems(entries: TopEntry[], currentPath: string, label: (entry: TopEntry) => string): ReactNode {
  return entries.map((entry) =>
    entry.kind === 'link' ? (
      <MenuItem
        key={entry.href}
        id={entry.href}
        href={entry.href}
        className={topbarStyles.menuItem}
        data-active={isActive(entry, currentPath) || undefined}
        aria-current={isActive(entry, currentPath) ? 'page' : undefined}
      >
        {entry.icon}
        {label(entry)}
      </MenuItem>
    ) : (
      <SubmenuTrigger key={entry.id}>
        <MenuItem id={entry.id} className={topbarStyles.menuItem} data-active={containsActive(entry, currentPath) || undefined} textValue={label(entry)}>
          {entry.icon}
          {label(entry)}
          <span className={styles.submenuChevron}>
            <ChevronEndIcon />
          </span>
        </MenuItem>
        <Popover className={topbarStyles.popover} offset={-4}>
          <Menu className={topbarStyles.menu}>{menuItems(entry.children, currentPath, label)}</Menu>
        </Popover>
      </SubmenuTrigger>
    ),
  );
}

export interface NavMenuPopoverProps {
  link: MenuTriggerLink;
  /** The group's children, or the entries that did not fit the bar (More). */
  entries: TopEntry[];
  currentPath: string;
  placement: 'bottom start' | 'bottom end';
}

/** A horizontal-navigation menu (a group or More), loaded on first open (see `HorizontalNav`). */
export function NavMenuPopover({ link, entries, currentPath, placement }: NavMenuPopoverProps) {
  const intl = useIntl();
  const label = (entry: TopEntry) => intl.formatMessage({ id: entry.label });
  return (
    <MenuTriggerContexts link={link}>
      <Popover placement={placement} className={topbarStyles.popover}>
        <Menu className={topbarStyles.menu}>{menuItems(entries, currentPath, label)}</Menu>
      </Popover>
    </MenuTriggerContexts>
  );
}
