import { Button as AriaButton, Dialog, GridList, GridListItem, Heading, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { DialogTriggerLink } from '../ui/overlay-trigger';
import { DialogTriggerContexts } from '../ui/trigger-contexts';
import styles from './notification-dropdown.module.css';

/** One notification as the dropdown draws it (§3), with its relative-time label already localized. */
export interface NotificationView {
  id: string;
  name: string;
  description: string;
  /** 'just now', '5 minutes ago'… (§4). */
  timeLabel: string;
  isRead: boolean;
  image: string | null;
  /** `avatar` (round) or `icon` (tile); anything else reads as `avatar`. */
  imageClassName: string | null;
}

export interface NotificationDropdownProps {
  items: NotificationView[];
  unreadCount: number;
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

function Body({ items, status, onSelect, onRetry, close }: Pick<NotificationDropdownProps, 'items' | 'status' | 'onSelect' | 'onRetry'> & { close: () => void }) {
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
      {(item) => (
        <GridListItem id={item.id} textValue={`${item.name}. ${item.description}`} className={styles.item} data-unread={!item.isRead || undefined}>
          {item.image ? (
            <img src={item.image} alt="" className={item.imageClassName === 'icon' ? styles.icon : styles.avatar} width={36} height={36} />
          ) : (
            <span className={styles.avatar} aria-hidden="true" />
          )}
          <span className={styles.text}>
            <span className={styles.name} dir="auto">
              {item.name}
            </span>
            <span className={styles.description} dir="auto">
              {item.description}
            </span>
            <span className={styles.time}>{item.timeLabel}</span>
          </span>
          {!item.isRead ? (
            <span className={styles.dot}>
              <span className="visually-hidden">{intl.formatMessage({ id: 'notifications.unread' })}</span>
            </span>
          ) : null}
        </GridListItem>
      )}
    </GridList>
  );
}

/**
 * §2 Topbar notification dropdown's popover (list at most 350 px high,
 * scrolling) of name, description, image and relative time, and 'View All
 * Notification'. Choosing one closes it. Loaded on first open by `NotificationBell`.
 */
export function NotificationPopover({ link, items, unreadCount, status, onSelect, onRetry, viewAllHref }: Omit<NotificationDropdownProps, 'onOpenChange' | 'defaultOpen'> & { link: DialogTriggerLink }) {
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
                {unreadCount > 0 ? <span className={styles.newBadge}>{intl.formatMessage({ id: 'notifications.new' }, { count: unreadCount })}</span> : null}
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
