import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Footer } from './footer';
import { HorizontalNav } from './horizontal-nav';
import type { MenuEntry } from './menu-model';
import { Sidebar } from './sidebar';
import { Topbar, type TopbarProps } from './topbar';
import styles from './shell.module.css';

/** Scroll offset (px) past which the topbar is stuck (§9: 50 px). */
const STICKY_OFFSET_PX = 50;

/** The sidebar as the layout machine sees it. */
interface SidebarState {
  viewport: 'phone' | 'tablet' | 'desktop';
  overlayOpen: boolean;
  /** The size in effect (the value of `data-sidebar-size`). */
  size: 'lg' | 'md' | 'sm';
}

export interface ShellLayoutProps {
  menu: MenuEntry[];
  currentPath: string;
  layout: 'vertical' | 'horizontal';
  sidebar: SidebarState;
  onToggleSidebar: () => void;
  onCloseOverlay: () => void;
  topbar: Omit<TopbarProps, 'showBrand' | 'sidebarToggle'>;
  /** Floating and modal extras (theme customizer, dialogs). */
  extras?: ReactNode;
  children: ReactNode;
}

/** Whether the page is scrolled past the sticky offset, and whether the last scroll went down. */
function useScrollState() {
  const [state, setState] = useState({ stuck: false, down: false });
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const next = { stuck: y > STICKY_OFFSET_PX, down: y > last && y > STICKY_OFFSET_PX };
      last = y;
      setState((previous) => (previous.stuck === next.stuck && previous.down === next.down ? previous : next));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return state;
}

/**
 * §2 Shell: sidebar (vertical) or top navigation (horizontal), topbar, routed
 * content and footer. The topbar is stuck past 50 px of scroll (`data-stuck`;
 * with Navigation Type Hidden it slides away while scrolling down). Under 768 px
 * the sidebar is an overlay with a backdrop, closed by Escape, a click outside
 * or a followed link.
 */
export function ShellLayout({ menu, currentPath, layout, sidebar, onToggleSidebar, onCloseOverlay, topbar, extras, children }: ShellLayoutProps) {
  const intl = useIntl();
  const scroll = useScrollState();
  const phone = sidebar.viewport === 'phone';
  const horizontal = layout === 'horizontal' && !phone;

  useEffect(() => {
    if (!sidebar.overlayOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseOverlay();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [sidebar.overlayOpen, onCloseOverlay]);

  const sidebarExpanded = phone ? sidebar.overlayOpen : sidebar.size !== 'sm';

  return (
    <div className={styles.shell} data-overlay-open={(phone && sidebar.overlayOpen) || undefined}>
      {/* WCAG 2.4.1: the first Tab offers a way past the sidebar and topbar; focus moves, the URL stays. */}
      <a
        href="#main-content"
        className={styles.skipLink}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
      >
        {intl.formatMessage({ id: 'shell.skipToContent' })}
      </a>
      {horizontal ? null : <Sidebar menu={menu} currentPath={currentPath} onNavigate={onCloseOverlay} size={phone ? 'lg' : sidebar.size} />}
      {phone && sidebar.overlayOpen ? <div className={styles.backdrop} onClick={onCloseOverlay} aria-hidden="true" data-testid="sidebar-backdrop" /> : null}
      <div className={styles.main}>
        <div className={styles.header} data-stuck={scroll.stuck || undefined} data-scrolling-down={scroll.down || undefined}>
          <Topbar
            {...topbar}
            showBrand={horizontal || phone}
            sidebarToggle={horizontal ? undefined : { expanded: sidebarExpanded, onToggle: onToggleSidebar }}
          />
          {horizontal ? <HorizontalNav menu={menu} currentPath={currentPath} /> : null}
        </div>
        <main className={styles.content} id="main-content" tabIndex={-1}>
          {children}
        </main>
        <Footer />
      </div>
      {extras}
    </div>
  );
}
