import { Button as AriaButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { GlobeIcon } from '../../components/ui/icons';
import { lazyPart, preloadOn } from '../../loading';
import { LazyMenuTrigger } from '../../components/ui/overlay-trigger';
import styles from './topbar.module.css';
import type { LanguageMenuProps } from './language-menu-popover';

const popover = lazyPart(() => import('./language-menu-popover').then((module) => module.LanguageMenuPopover));

/** §9 topbar language list (English and Spanish, then the other seven): a menu whose items are named in their own language, loaded on first open. */
export function LanguageMenu(props: LanguageMenuProps) {
  const { languages, moreLanguages, current } = props;
  const intl = useIntl();
  const active = [...languages, ...moreLanguages].find((language) => language.code === current);
  return (
    <LazyMenuTrigger overlay={(link) => <popover.Component link={link} {...props} />}>
      <AriaButton
        className={styles.iconButton}
        aria-label={intl.formatMessage({ id: 'topbar.language' }, { language: active?.name ?? current })}
        {...preloadOn(popover.preload)}
      >
        <GlobeIcon />
        {/* WCAG 2.5.3: drawn by CSS, as the avatar's initials are, so the short code is not visible text the name must repeat. */}
        <span className={styles.code} aria-hidden="true" data-code={active?.tag ?? current} />
      </AriaButton>
    </LazyMenuTrigger>
  );
}
