import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover, SubmenuTrigger } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ChevronDownIcon, ChevronEndIcon, MoreIcon } from '../ui/icons';
import { containsActive, isActive, type MenuEntry, type MenuGroup, type MenuLink } from './menu-model';
import { countFitting } from './overflow';
import styles from './horizontal-nav.module.css';
import topbarStyles from './topbar.module.css';

export interface HorizontalNavProps {
  menu: MenuEntry[];
  currentPath: string;
}

type TopEntry = MenuLink | MenuGroup;

/** Gap between top-level items in px; keep in step with `.items` in the CSS. */
const GAP_PX = 4;

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

function TopItem({ entry, currentPath, label }: { entry: TopEntry; currentPath: string; label: (entry: TopEntry) => string }) {
  if (entry.kind === 'link') {
    return (
      <Link href={entry.href} className={styles.item} aria-current={isActive(entry, currentPath) ? 'page' : undefined}>
        {entry.icon}
        <span>{label(entry)}</span>
      </Link>
    );
  }
  return (
    <MenuTrigger>
      <AriaButton className={styles.item} data-active={containsActive(entry, currentPath) || undefined}>
        {entry.icon}
        <span>{label(entry)}</span>
        <ChevronDownIcon />
      </AriaButton>
      <Popover placement="bottom start" className={topbarStyles.popover}>
        <Menu className={topbarStyles.menu}>{menuItems(entry.children, currentPath, label)}</Menu>
      </Popover>
    </MenuTrigger>
  );
}

/**
 * §2 horizontal layout: the menu as a top navigation bar. Groups open as menus
 * (nested groups as sub-menus). Items that do not fit the bar's width move into
 * a More menu; the fit is measured (on resize and when labels change), not a fixed count.
 */
export function HorizontalNav({ menu, currentPath }: HorizontalNavProps) {
  const intl = useIntl();
  const entries = menu.filter((entry): entry is TopEntry => entry.kind !== 'title');
  const label = (entry: TopEntry) => intl.formatMessage({ id: entry.label });
  const barRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [visibleCount, setVisibleCount] = useState(entries.length);

  useLayoutEffect(() => {
    const bar = barRef.current;
    const measure = measureRef.current;
    if (!bar || !measure) return;
    const update = () => {
      const widths = [...measure.children].map((child) => child.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      setVisibleCount(countFitting(widths, bar.clientWidth, moreWidth, GAP_PX));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [entries.length]);

  const shown = entries.slice(0, visibleCount);
  const hidden = entries.slice(visibleCount);
  const moreLabel = intl.formatMessage({ id: 'nav.more' });

  return (
    <nav aria-label={intl.formatMessage({ id: 'nav.main' })} className={styles.nav}>
      <div className={styles.bar} ref={barRef}>
        <div className={styles.items}>
          {shown.map((entry) => (
            <TopItem key={entry.kind === 'link' ? entry.href : entry.id} entry={entry} currentPath={currentPath} label={label} />
          ))}
          {hidden.length > 0 ? (
            <MenuTrigger>
              <AriaButton className={styles.item} data-active={hidden.some((entry) => (entry.kind === 'link' ? isActive(entry, currentPath) : containsActive(entry, currentPath))) || undefined}>
                <MoreIcon />
                <span>{moreLabel}</span>
                <ChevronDownIcon />
              </AriaButton>
              <Popover placement="bottom end" className={topbarStyles.popover}>
                <Menu className={topbarStyles.menu}>{menuItems(hidden, currentPath, label)}</Menu>
              </Popover>
            </MenuTrigger>
          ) : null}
        </div>
        {/* An invisible copy of every item and of More, to measure their natural widths. */}
        <div className={`${styles.items} ${styles.measure}`} ref={measureRef} aria-hidden="true" inert>
          {entries.map((entry) => (
            <span key={entry.kind === 'link' ? entry.href : entry.id} className={styles.item}>
              {entry.icon}
              <span>{label(entry)}</span>
              {entry.kind === 'group' ? <ChevronDownIcon /> : null}
            </span>
          ))}
          <span className={styles.item}>
            <MoreIcon />
            <span>{moreLabel}</span>
            <ChevronDownIcon />
          </span>
        </div>
      </div>
    </nav>
  );
}
