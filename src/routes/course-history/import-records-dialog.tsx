import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { fromPromise } from 'xstate';
import { employeeApi, trainingCatalogApi } from '../../api/reference';
import { recordsApi } from '../../api/records';
import { changesApi } from '../../api/changes';
import { importFieldLabels } from './import-field-labels';
import { RecordImportPanel } from './record-import-panel';
import { IMPORT_FIELDS, recordKey, type ImportField, type ImportLookup, type ImportReason } from '../../domain/record-import';
import { localToday } from '../../domain/training';
import { recordImportMachine, selectRecordImport } from '../../machines/record-import.machine';
import type { MessageId } from '../../i18n/messages';
import { csvFile, listSeparator } from '../../domain/csv';
import { importColumns, importTemplate } from './course-history-csv';
import { downloadBlob } from '../../components/download';
import { openImportSession, type ImportSession } from './record-import-client';
import type { ProblemLabels } from './check-file';
import type { DayMonthOrder } from '../../domain/import-dates';
import { useBoundMachine } from '../../hooks/use-bound-machine';

/** A new import's id: random, so that two imports, in two tabs or by two people, are never one batch. */
function newBatchId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * What the browser checks an import against: the employees it may see (the
 * server's list is limited to the user's node already), the catalogue, and
 * the records there are (the export of everything, unpaged).
 */
async function importLookup(): Promise<ImportLookup> {
  const [employees, trainings, records] = await Promise.all([employeeApi.list(), trainingCatalogApi.list(), recordsApi.exportAll({})]);
  const employeeIds = new Map(employees.map((employee) => [employee.code, { id: employee.id, hireDate: employee.hireDate, active: employee.active }]));
  const trainingIds = new Map(trainings.map((training) => [training.code, { id: training.id, validityMonths: training.validityMonths }]));
  const existing = new Set(
    records.map((record) =>
      recordKey({
        employeeId: employeeIds.get(record.employeeCode)?.id ?? '',
        trainingId: trainingIds.get(record.trainingCode)?.id ?? '',
        completionDate: record.completionDate,
        scheduledDate: record.scheduledDate,
      }),
    ),
  );
  return { today: localToday(), employees: employeeIds, trainings: trainingIds, existing };
}

/** Every reason, each once: a reason the schema adds and this misses does not compile (it would have an empty cell in the file). */
const REASONS = {
  unknownEmployee: true,
  unknownTraining: true,
  invalidDate: true,
  noDate: true,
  futureCompletion: true,
  beforeHire: true,
  inactiveEmployee: true,
  expiryBeforeCompletion: true,
  invalidScore: true,
} satisfies Record<ImportReason, true>;

/** How a problems file words its header, columns and reasons, in the user's language. */
function problemLabels(intl: IntlShape): ProblemLabels {
  const t = (id: MessageId) => intl.formatMessage({ id });
  return {
    header: { line: t('import.row'), field: t('import.column'), value: t('import.value'), reason: t('import.reason') },
    fields: Object.fromEntries(IMPORT_FIELDS.map((field) => [field, t(importFieldLabels[field])])) as Record<ImportField, string>,
    reasons: Object.fromEntries((Object.keys(REASONS) as ImportReason[]).map((reason) => [reason, t(`import.reason.${reason}`)])) as Record<
      ImportReason,
      string
    >,
    separator: listSeparator(intl.locale),
  };
}

export interface ImportRecordsBodyProps {
  /** Closes the dialog (Cancel, Close). */
  onClose: () => void;
  /** After an import that added records (the page reloads its list and the notifications). */
  onImported: (added: number) => void;
  /** After 'Undo import' took the import back (the page reloads them again). */
  onUndone?: () => void;
  /** Whether batches are on their way: the page's dialog cannot be dismissed meanwhile. */
  onBusyChange: (busy: boolean) => void;
}

/**
 * 'Import training records': the import machine, the body of the course history's `FormDialog`. The
 * file is read and checked in a Web Worker against what the server holds, its dates read in the
 * order the file shows or the user chooses; the worker keeps the problems and the rows to add, and hands them over a page or a
 * batch at a time. Confirmed rows go to `importRecords` in batches, which the server checks again.
 * It lives only while the dialog is open: closing ends the file's worker, tells `onImported` of rows
 * that went in before a failed batch, and the next opening starts afresh.
 */
export function ImportRecordsBody({ onClose, onImported, onUndone, onBusyChange }: ImportRecordsBodyProps) {
  const intl = useIntl();
  // Every request of one import names it, so the server keeps the import as one batch to undo; a new file is a new import.
  const batch = useRef({ id: '', file: '' });
  // The checked file lives in its worker until another file, a reset or the dialog closing.
  const session = useRef<ImportSession | null>(null);
  const endSession = () => {
    session.current?.close();
    session.current = null;
  };
  const machine = useBoundMachine({ intl, onImported, onUndone }, (latest) =>
    recordImportMachine.provide({
      actors: {
        checkFile: fromPromise(async ({ input, signal }: { input: { file: File; dateOrder: DayMonthOrder | null }; signal: AbortSignal }) => {
          endSession();
          batch.current = { id: newBatchId(), file: input.file.name };
          const lookup = await importLookup();
          const { intl: current } = latest();
          const opened = await openImportSession({ file: input.file, columns: importColumns(current), dateOrder: input.dateOrder, lookup });
          // Closed or reset while checking: nothing else holds this worker, so it ends here.
          if (signal.aborted) {
            opened.close();
            throw new Error('The import was closed.');
          }
          session.current = opened;
          return opened.result;
        }),
        problemsPage: fromPromise(({ input }) => session.current?.problems(input.reason, input.page) ?? Promise.reject(new Error('No file is open.'))),
        sendBatch: fromPromise(async ({ input }) => {
          if (!session.current) throw new Error('No file is open.');
          return recordsApi.importRows(await session.current.batch(input.index), batch.current);
        }),
        undoBatch: fromPromise(({ input }) => changesApi.undoBatch(input.batchId)),
      },
      actions: { imported: (_, added) => added > 0 && latest().onImported(added), undone: () => latest().onUndone?.() },
    }),
  );
  const actorRef = useActorRef(machine);
  const view = useSelector(actorRef, selectRecordImport);
  const busy = view.step === 'importing' || view.undoing;
  useEffect(() => {
    onBusyChange(busy);
  }, [busy, onBusyChange]);
  // Closing unmounts the body, so what closing owes is paid on unmount, from the last render's view.
  const onUnmount = useRef(() => {});
  useEffect(() => {
    onUnmount.current = () => {
      // Batches that went in before a failure changed the list too.
      if (view.step === 'failed' && view.added > 0) onImported(view.added);
      endSession();
    };
  });
  useEffect(() => () => onUnmount.current(), []);
  // Every problem of the file (from its worker) and, once imported, the rows the server refused.
  const downloadProblems = async () => {
    const file = await session.current?.download(problemLabels(intl), [...view.refused]);
    if (file) downloadBlob(file, `${(view.fileName ?? 'import').replace(/\.(csv|xlsx)$/i, '')}-problems.csv`);
  };
  return (
    <RecordImportPanel
      view={view}
      onFile={(file) => actorRef.send({ type: 'import.file', file })}
      onDateOrder={(order) => actorRef.send({ type: 'import.dateOrder', order })}
      onProblems={(reason, page) => actorRef.send({ type: 'import.problems', reason, page })}
      onDownloadProblems={() => void downloadProblems()}
      onConfirm={() => actorRef.send({ type: 'import.confirm' })}
      onRetry={() => actorRef.send({ type: 'import.retry' })}
      onUndo={() => actorRef.send({ type: 'import.undo' })}
      onReset={() => {
        endSession();
        actorRef.send({ type: 'import.reset' });
      }}
      onClose={onClose}
      onDownloadTemplate={() => downloadBlob(csvFile([importTemplate(intl)]), 'course-history-template.csv')}
    />
  );
}
