import { Button as AriaButton, Dialog, GridList, Heading, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { NotificationItem, type NotificationView } from './notification-item';
import type { DialogTriggerLink } from '../../components/ui/overlay-trigger';
import { DialogTriggerContexts } from '../../components/ui/trigger-contexts';
import styles from './notification-dropdown.module.css';

export interface NotificationDropdownProps {
  items: NotificationView[];
  unreadCount: number;
  /** The 'N New' chip's count: what was unread when the list was opened (default `unreadCount`). */
  newCount?: number;
  /** `loading` until the first list arrives; `error` after a failed load (shown quietly, §8). */
  status: 'loading' | 'ready' | 'error';
  /** Called when the dropdown opens (the machine sends the mark-read call) or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  onSelect: (id: string) => void;
  onRetry: () => void;
  /** Where 'View All Notification' goes (§2: /notification-detail). */
  viewAllHref: string;
  /** Opens the dropdown at first render (stories). */
  defaultOpen?: boolean;
}

function Body({
  items,
  status,
  onSelect,
  onRetry,
  close,
}: Pick<NotificationDropdownProps, 'items' | 'status' | 'onSelect' | 'onRetry'> & { close: () => void }) {
  const intl = useIntl();
  if (status === 'loading') {
    return (
      <p className={styles.state} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {intl.formatMessage({ id: 'notifications.loading' })}
      </p>
    );
  }
  if (status === 'error') {
    return (
      <div className={styles.state}>
        <p>{intl.formatMessage({ id: 'notifications.error' })}</p>
        <AriaButton className={styles.retry} onPress={onRetry}>
          {intl.formatMessage({ id: 'notifications.retry' })}
        </AriaButton>
      </div>
    );
  }
  if (items.length === 0) return <p className={styles.state}>{intl.formatMessage({ id: 'notifications.empty' })}</p>;
  return (
    <GridList
      aria-label={intl.formatMessage({ id: 'notifications.list' })}
      className={styles.list}
      items={items}
      onAction={(key) => {
        close();
        onSelect(String(key));
      }}
    >
      {(item) => <NotificationItem item={item} />}
    </GridList>
  );
}

/**
 * §2 Topbar notification dropdown's popover (list at most 350 px high,
 * scrolling) of name, description, image and relative time, and 'View All
 * Notification'. Choosing one closes it. Loaded on first open by `NotificationBell`.
 */
export function NotificationPopover({
  link,
  items,
  unreadCount,
  newCount = unreadCount,
  status,
  onSelect,
  onRetry,
  viewAllHref,
}: Omit<NotificationDropdownProps, 'onOpenChange' | 'defaultOpen'> & { link: DialogTriggerLink }) {
  const intl = useIntl();
  return (
    <DialogTriggerContexts link={link}>
      <Popover placement="bottom end" offset={10} className={styles.popover}>
        <Dialog className={styles.dialog} aria-label={intl.formatMessage({ id: 'notifications.title' })}>
          {({ close }) => (
            <>
              <header className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {intl.formatMessage({ id: 'notifications.title' })}
                </Heading>
                {newCount > 0 ? <span className={styles.newBadge}>{intl.formatMessage({ id: 'notifications.new' }, { count: newCount })}</span> : null}
              </header>
              <div className={styles.scroller}>
                <Body items={items} status={status} onSelect={onSelect} onRetry={onRetry} close={close} />
              </div>
              <footer className={styles.footer}>
                <Link href={viewAllHref} className={styles.viewAll} onClick={close}>
                  {intl.formatMessage({ id: 'notifications.viewAll' })}
                </Link>
              </footer>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTriggerContexts>
  );
}
