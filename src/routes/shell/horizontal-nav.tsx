import { useLayoutEffect, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ChevronDownIcon } from '../../components/ui/icons';
import { MoreIcon } from './shell-icons';
import { lazyPart, preloadOn } from '../../loading';
import { LazyMenuTrigger } from '../../components/ui/overlay-trigger';
import { containsActive, isActive, type MenuEntry, type MenuGroup, type MenuLink } from './menu-model';
import { countFitting } from './overflow';
import styles from './horizontal-nav.module.css';

export interface HorizontalNavProps {
  menu: MenuEntry[];
  currentPath: string;
}

type TopEntry = MenuLink | MenuGroup;

/** Gap between top-level items in px; keep in step with `.items` in the CSS. */
const GAP_PX = 4;

/** The menus' popovers load on first open (or when pointed at), not with the shell. */
const navMenu = lazyPart(() => import('./horizontal-nav-menu').then((module) => module.NavMenuPopover));

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
    <LazyMenuTrigger overlay={(link) => <navMenu.Component link={link} entries={entry.children} currentPath={currentPath} placement="bottom start" />}>
      <AriaButton className={styles.item} data-active={containsActive(entry, currentPath) || undefined} {...preloadOn(navMenu.preload)}>
        {entry.icon}
        <span>{label(entry)}</span>
        <ChevronDownIcon />
      </AriaButton>
    </LazyMenuTrigger>
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
            <LazyMenuTrigger overlay={(link) => <navMenu.Component link={link} entries={hidden} currentPath={currentPath} placement="bottom end" />}>
              <AriaButton
                className={styles.item}
                data-active={hidden.some((entry) => (entry.kind === 'link' ? isActive(entry, currentPath) : containsActive(entry, currentPath))) || undefined}
                {...preloadOn(navMenu.preload)}
              >
                <MoreIcon />
                <span>{moreLabel}</span>
                <ChevronDownIcon />
              </AriaButton>
            </LazyMenuTrigger>
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
