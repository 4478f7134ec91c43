import type { ReactNode } from 'react';
import styles from './alert.module.css';

/** A coloured notice box (e.g. §2's yellow reset notice or the sign-in success alert). Put it in a live region to announce it. */
export function Alert({ tone, children }: { tone: 'success' | 'warning' | 'danger' | 'info'; children: ReactNode }) {
  return <div className={`${styles.alert} ${styles[tone]}`}>{children}</div>;
}
