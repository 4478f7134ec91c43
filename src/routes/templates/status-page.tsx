import { useId, type ReactNode } from 'react';
import styles from './status-page.module.css';

export interface StatusPageProps {
  /** A decorative picture above the heading: an icon in a badge, or `artText` drawn large (e.g. 404). */
  art: ReactNode;
  artText?: boolean;
  title: ReactNode;
  text?: ReactNode;
  children?: ReactNode;
  /** Inside the shell's content area instead of filling the window. */
  embedded?: boolean;
}

/** The frame of the status pages (§2 coming soon, maintenance, 404, offline): a picture, a heading, a text and actions, centred. */
export function StatusPage({ art, artText = false, title, text, children, embedded = false }: StatusPageProps) {
  const titleId = useId();
  const Root = embedded ? 'section' : 'main';
  return (
    <Root className={embedded ? `${styles.page} ${styles.embedded}` : styles.page} aria-labelledby={titleId}>
      <div className={styles.content}>
        <div className={artText ? styles.artText : styles.art} aria-hidden="true">
          {art}
        </div>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {text ? <p className={styles.text}>{text}</p> : null}
        {children}
      </div>
    </Root>
  );
}

export { styles as statusPageStyles };
