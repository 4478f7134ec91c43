import { useEffect, useState, type ReactNode } from 'react';
import { Footer } from './footer';
import { Sidebar, type MenuEntry } from './sidebar';
import { Topbar } from './topbar';
import styles from './shell.module.css';

/** Below this width (px) the sidebar is an overlay (§4 Layout). */
export const OVERLAY_BREAKPOINT_PX = 768;

export interface ShellLayoutProps {
  menu: MenuEntry[];
  currentPath: string;
  userName: string;
  onChangePassword: () => void;
  onSignOut: () => void;
  children: ReactNode;
}

function isNarrow(): boolean {
  return typeof window !== 'undefined' && window.innerWidth < OVERLAY_BREAKPOINT_PX;
}

/**
 * §2 Shell: sidebar, topbar, routed content and footer. The toggle switches
 * the sidebar between large and small on wide screens and opens it as an
 * overlay with a backdrop under 768 px (Escape or a click outside closes it).
 */
export function ShellLayout({ menu, currentPath, userName, onChangePassword, onSignOut, children }: ShellLayoutProps) {
  const [collapsed, setCollapsed] = useState(false);
  const [overlayOpen, setOverlayOpen] = useState(false);

  useEffect(() => {
    if (!overlayOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOverlayOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [overlayOpen]);

  const toggle = () => (isNarrow() ? setOverlayOpen((open) => !open) : setCollapsed((value) => !value));

  return (
    <div className={styles.shell} data-collapsed={collapsed || undefined} data-overlay-open={overlayOpen || undefined}>
      <Sidebar menu={menu} currentPath={currentPath} onNavigate={() => setOverlayOpen(false)} />
      {overlayOpen ? <div className={styles.backdrop} onClick={() => setOverlayOpen(false)} aria-hidden="true" /> : null}
      <div className={styles.main}>
        <Topbar
          userName={userName}
          sidebarOpen={isNarrow() ? overlayOpen : !collapsed}
          onToggleSidebar={toggle}
          onChangePassword={onChangePassword}
          onSignOut={onSignOut}
        />
        <main className={styles.content} id="main-content">
          {children}
        </main>
        <Footer />
      </div>
    </div>
  );
}
