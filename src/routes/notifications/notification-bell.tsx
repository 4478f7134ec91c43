import { Button as AriaButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { BellIcon, topbarStyles } from '../shell';
import { lazyPart, preloadOn } from '../../loading';
import { LazyDialogTrigger } from '../../components/ui/overlay-trigger';
import type { NotificationDropdownProps } from './notification-dropdown';

const popover = lazyPart(() => import('./notification-dropdown').then((module) => module.NotificationPopover));

/**
 * §2 Topbar notification dropdown: a bell with the unread count opening the
 * notifications popover (`NotificationPopover`), whose code loads on first open.
 */
export function NotificationBell({ onOpenChange, defaultOpen, ...props }: NotificationDropdownProps) {
  const intl = useIntl();
  const { unreadCount } = props;
  return (
    <LazyDialogTrigger onOpenChange={onOpenChange} defaultOpen={defaultOpen} overlay={(link) => <popover.Component link={link} {...props} />}>
      <AriaButton
        className={topbarStyles.iconButton}
        aria-label={intl.formatMessage({ id: 'notifications.button' }, { count: unreadCount })}
        {...preloadOn(popover.preload)}
      >
        <BellIcon />
        {unreadCount > 0 ? (
          <span className={topbarStyles.badge} aria-hidden="true">
            {unreadCount > 99 ? '99+' : unreadCount}
          </span>
        ) : null}
      </AriaButton>
    </LazyDialogTrigger>
  );
}
