import styles from './loader.module.css';

/**
 * The root loader (§2): a centred spinner with an accessible busy label.
 * `data-loader` lets tests wait until no content is still loading. `hidden`
 * keeps only the announcement, for content that draws its own placeholders.
 */
export function Loader({ label, fullscreen = false, hidden = false }: { label: string; fullscreen?: boolean; hidden?: boolean }) {
  if (hidden) {
    return (
      <div className="visually-hidden" role="status" aria-live="polite" data-loader="">
        {label}
      </div>
    );
  }
  return (
    <div className={fullscreen ? `${styles.loader} ${styles.fullscreen}` : styles.loader} role="status" aria-live="polite" data-loader="">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
