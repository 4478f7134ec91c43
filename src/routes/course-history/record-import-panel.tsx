import { useIntl } from 'react-intl';
import { isolate } from '../../domain/bidi';
import type { DayMonthOrder } from '../../domain/import-dates';
import type { ImportField, ImportProblem, ImportReason } from '../../domain/record-import';
import type { ImportPreview, ProblemsPage } from '../../domain/import-preview';
import type { RevertResult } from '../../domain/change';
import { ImportChooseStep } from './import-choose-step';
import { ImportDateOrderStep } from './import-date-order-step';
import { ImportPreviewStep } from './import-preview-step';
import { ImportProgressStep, ImportSummaryStep } from './import-progress-step';
import styles from './record-import-panel.module.css';

/** Where an import stands (the import machine's view of it). */
export interface RecordImportView {
  step: 'choosing' | 'checking' | 'unreadable' | 'choosingOrder' | 'preview' | 'importing' | 'failed' | 'done';
  fileName: string | null;
  /** Cells of the file that read day first as well as month first, while the user chooses the order. */
  orderExamples: readonly string[];
  /** The checked file: counts, how its dates were read, problems per reason. */
  preview: ImportPreview | null;
  /** The page of problems shown, and whether another is on its way. */
  problems: ProblemsPage | null;
  isPaging?: boolean;
  /** Columns the file lacks, or `unreadable` when it is no CSV text; null when the check itself failed (`error`). */
  fileProblem: { missing: readonly ImportField[] } | 'unreadable' | null;
  /** Rows sent so far, of rows to send. */
  sent: number;
  toSend: number;
  added: number;
  present: number;
  /** Rows not imported: with a problem in the preview, or refused by the server. */
  notImported: number;
  /** Rows the server refused on its own check. */
  refused: readonly ImportProblem[];
  error: string | null;
  /** Done and taken back by nothing yet: 'Undo import' can take it all back. */
  undoable?: boolean;
  undoing?: boolean;
  undone?: boolean;
  /** An undo that met records changed since: nothing was undone; these are in the way. */
  undoConflicts?: RevertResult['conflicts'];
}

export interface RecordImportPanelProps {
  view: RecordImportView;
  onFile: (file: File) => void;
  /** The order of day and month the user chose for the file's dates. */
  onDateOrder: (order: DayMonthOrder) => void;
  /** Shows a page of the problems (of one reason, or all). */
  onProblems: (reason: ImportReason | null, page: number) => void;
  /** Saves every problem of the file (and, once imported, every row the server refused) as CSV. */
  onDownloadProblems: () => void;
  onConfirm: () => void;
  onRetry: () => void;
  /** 'Undo import': takes every record the import added or completed back. */
  onUndo?: () => void;
  /** Back to choosing a file. */
  onReset: () => void;
  onClose: () => void;
  onDownloadTemplate: () => void;
}

/**
 * 'Import' on the course history, each step of the import machine, a component each: choose or drop a
 * file; the file being checked; the order of its dates when they read both ways; the preview; the
 * progress of the batches and a failed batch with 'Try again'; the summary. Nothing is written
 * before 'Import'.
 */
export function RecordImportPanel(props: RecordImportPanelProps) {
  const intl = useIntl();
  const { view } = props;
  if (view.step === 'choosing' || view.step === 'unreadable') return <ImportChooseStep {...props} />;
  // The file's name is the user's own text: isolated, so a right-to-left override in it orders only itself.
  const fileName = isolate(view.fileName ?? '');
  if (view.step === 'checking') {
    const checking = intl.formatMessage({ id: 'import.checking' }, { file: fileName });
    return (
      <div className={styles.panel} role="status">
        <p>{checking}</p>
        <progress className={styles.progress} aria-label={checking} />
      </div>
    );
  }
  if (view.step === 'choosingOrder') return <ImportDateOrderStep {...props} />;
  if (view.step === 'preview' && view.preview) return <ImportPreviewStep {...props} view={{ ...view, preview: view.preview }} fileName={fileName} />;
  if (view.step === 'importing' || view.step === 'failed') return <ImportProgressStep {...props} />;
  return <ImportSummaryStep {...props} />;
}
