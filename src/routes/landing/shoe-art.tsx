import styles from './shoe-art.module.css';

/** The colours a shoe is drawn in. */
export type ShoeTone = 'indigo' | 'orange' | 'teal' | 'rose';

/** The classes of a box tinted with `tone`; a `ShoeArt` without a tone inside it is drawn in that tone. */
export function backdropClass(tone: ShoeTone): string {
  return `${styles[tone]} ${styles.backdrop}`;
}

/** A decorative sneaker drawing in `tone` (or, without one, in the `--tone` of the box it is in). */
export function ShoeArt({ tone, className }: { tone?: ShoeTone; className?: string }) {
  return (
    <svg className={[tone ? styles[tone] : '', className ?? ''].join(' ').trim() || undefined} viewBox="0 0 200 110" aria-hidden="true" focusable="false">
      <path d="M14 80c0-16 14-21 28-27l36-17c8-4 14-12 20-20l14 2c4 14 16 24 34 30l32 10c12 4 16 12 16 22v6H14Z" className={styles.body} />
      <path d="M8 86h188v6c0 6-6 10-12 10H20c-8 0-12-4-12-10Z" fill="#f8fafc" stroke="#cbd5e1" strokeWidth="2" />
      <path d="M62 46l8 14M76 39l8 14M90 31l8 14" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <path d="M120 56c20 8 40 12 66 13" stroke="rgb(255 255 255 / 60%)" strokeWidth="5" strokeLinecap="round" fill="none" />
    </svg>
  );
}
