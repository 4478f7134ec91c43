import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { SettingsIcon } from './shell-icons';
import { lazyPart, OnFirstOpen, preloadOn } from '../../loading';
import styles from './theme-customizer.module.css';
import type { ThemeCustomizerProps } from './theme-customizer-drawer';

const drawer = lazyPart(() => import('./theme-customizer-drawer').then((module) => module.ThemeCustomizerDrawer));

/**
 * §2 Theme customizer: a floating settings button opening a react-aria drawer
 * with every section (Choose Layouts, Semi Dark, Skin Layouts, Light & Dark,
 * LTR & RTL, Content Width, Sidebar Size, Navigation Type, Sidebar Colors,
 * Topbar Colors); the sidebar sections only in vertical layout. The drawer's
 * code loads on first open.
 */
export function ThemeCustomizer({ defaultOpen = false, ...props }: ThemeCustomizerProps) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(defaultOpen);
  return (
    <>
      <AriaButton
        className={styles.launcher}
        aria-label={intl.formatMessage({ id: 'customizer.open' })}
        onPress={() => setOpen(true)}
        {...preloadOn(drawer.preload)}
      >
        <SettingsIcon />
      </AriaButton>
      <OnFirstOpen isOpen={isOpen} onClose={() => setOpen(false)}>
        <drawer.Component {...props} isOpen={isOpen} onOpenChange={setOpen} />
      </OnFirstOpen>
    </>
  );
}
