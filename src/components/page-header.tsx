import type { ReactNode } from 'react';
import styles from './page-header.module.css';

/** A page's heading row: the title (the page's h1) with optional breadcrumbs above it, a description and actions. */
export function PageHeader({
  title,
  description,
  actions,
  breadcrumbs,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  breadcrumbs?: ReactNode;
}) {
  return (
    <div className={styles.header}>
      <div className={styles.heading}>
        {breadcrumbs}
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
