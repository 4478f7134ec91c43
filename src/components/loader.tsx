import styles from './loader.module.css';

/** The root loader (§2): a centred spinner with an accessible busy label. */
export function Loader({ label, fullscreen = false }: { label: string; fullscreen?: boolean }) {
  return (
    <div className={fullscreen ? `${styles.loader} ${styles.fullscreen}` : styles.loader} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
