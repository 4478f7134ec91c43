import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { employeeApi, trainingCatalogApi } from '../api/reference';
import { trainingApi } from '../api/training';
import { RecordImportPanel } from '../components/training/record-import-panel';
import { ModalDialog } from '../components/ui/modal-dialog';
import { recordKey, type ImportLookup } from '../domain/record-import';
import { localToday } from '../domain/training';
import { recordImportMachine, selectRecordImport } from '../machines/record-import.machine';
import { importColumns, importTemplate } from './course-history-csv';
import { downloadText } from './download';
import { checkFileInWorker } from './record-import-client';
import { useBoundMachine } from './use-bound-machine';

/**
 * What the browser checks an import against: the employees it may see (the
 * server's list is limited to the user's node already), the catalogue, and
 * the records there are (the export of everything, unpaged).
 */
async function importLookup(): Promise<ImportLookup> {
  const [employees, trainings, records] = await Promise.all([employeeApi.list(), trainingCatalogApi.list(), trainingApi.exportRecords({})]);
  const employeeIds = new Map(employees.map((employee) => [employee.code, { id: employee.id, inScope: true, hireDate: employee.hireDate, active: employee.active }]));
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

export interface ImportRecordsDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** After an import that added records (the page reloads its list and the notifications). */
  onImported: (added: number) => void;
}

/**
 * 'Import training records' (issue 18): the import machine in a modal. The
 * file is read and checked in a Web Worker against what the server holds;
 * confirmed rows go to `importRecords` in batches, which the server checks again.
 * It is itself loaded on first open (the page's `lazyPart`), so it draws its
 * modal directly. It cannot be dismissed while batches are on their way.
 */
export function ImportRecordsDialog({ isOpen, onClose, onImported }: ImportRecordsDialogProps) {
  const intl = useIntl();
  const machine = useBoundMachine({ intl, onImported }, (latest) =>
    recordImportMachine.provide({
      actors: {
        checkFile: fromPromise(async ({ input }: { input: { file: File } }) => {
          const lookup = await importLookup();
          return checkFileInWorker({ file: input.file, columns: importColumns(latest().intl), lookup });
        }),
        sendBatch: fromPromise(({ input }) => trainingApi.importRecords(input.rows)),
      },
      actions: { imported: (_, added) => added > 0 && latest().onImported(added) },
    }),
  );
  const actorRef = useActorRef(machine);
  const view = useSelector(actorRef, selectRecordImport);
  const close = () => {
    // Batches that went in before a failure changed the list too.
    if (view.step === 'failed' && view.added > 0) onImported(view.added);
    onClose();
    actorRef.send({ type: 'import.reset' });
  };
  return (
    <ModalDialog title={intl.formatMessage({ id: 'import.title' })} isOpen={isOpen} onOpenChange={(open) => !open && close()} isDismissable={view.step !== 'importing'}>
      <RecordImportPanel
        view={view}
        onFile={(file) => actorRef.send({ type: 'import.file', file })}
        onConfirm={() => actorRef.send({ type: 'import.confirm' })}
        onRetry={() => actorRef.send({ type: 'import.retry' })}
        onReset={() => actorRef.send({ type: 'import.reset' })}
        onClose={close}
        onDownloadTemplate={() => downloadText(importTemplate(intl), 'course-history-template.csv')}
      />
    </ModalDialog>
  );
}
