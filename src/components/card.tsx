import type { ReactNode } from 'react';
import styles from './card.module.css';

/** A surface with a border and shadow; `title` renders as its h2. */
export function Card({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.card}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {children}
    </section>
  );
}
