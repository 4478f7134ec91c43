import { useIntl } from 'react-intl';
import { recordsApi } from '../../api/records';
import { toastSaved } from '../activity';
import { FormDialog } from '../../components/ui/form-dialog';
import { isolate } from '../../domain/bidi';
import { localToday } from '../../domain/training';
import type { RecordRow } from '../../domain/training-rows';
import { trainingOptions } from '../../hooks/training-sources';
import { useDrafts } from '../../hooks/use-drafts';
import { useResource } from '../../hooks/use-resource';
import { useSubmit } from '../../hooks/use-submit';
import { lazyPart } from '../../loading';
import { slices } from '../../machines/slices';
import type { ScheduleValues } from './schedule-training-form';

// The form (react-hook-form) loads with its dialog, on first open.
const ScheduleTrainingForm = lazyPart(() => import('./schedule-training-form').then((module) => module.ScheduleTrainingForm)).Component;

export interface ScheduleDialogProps {
  /** Whom it schedules for (`null`: closed), and the values it opens with (a renewal's training). */
  scheduling: { employeeId: string; name: string; values: Partial<ScheduleValues> } | null;
  onClose: () => void;
  /** After the session was scheduled (the dialog has closed and said so): what the page shows again. */
  onScheduled: (row: RecordRow) => void;
}

/**
 * "Schedule a training for {name}" (§11): a training of the catalogue and a day from today on. The
 * typing is kept as the employee's schedule draft (`schedule:{employeeId}`), which their page offers
 * back after a reload or a session's end. A refusal shows in the dialog, which keeps the input; a
 * success closes it with a toast. The one dialog the employee page and the lapse forecast open.
 */
export function ScheduleDialog({ scheduling, onClose, onScheduled }: ScheduleDialogProps) {
  const intl = useIntl();
  const drafts = useDrafts();
  const catalogue = useResource(slices.trainingData);
  const schedule = useSubmit(
    (values: ScheduleValues) => recordsApi.schedule({ employeeId: scheduling!.employeeId, ...values }),
    (row) => {
      drafts.remove(`schedule:${row.employee.id}`);
      onClose();
      toastSaved(intl, intl.formatMessage({ id: 'schedule.saved' }, { training: isolate(row.training.title) }), { kind: 'record', ...row.record }, () =>
        onScheduled(row),
      );
      onScheduled(row);
    },
  );
  const close = () => {
    schedule.reset();
    onClose();
  };
  return (
    <FormDialog
      title={intl.formatMessage({ id: 'schedule.dialogTitle' }, { name: scheduling?.name ?? '' })}
      isOpen={scheduling !== null}
      onOpenChange={(open) => !open && close()}
    >
      <ScheduleTrainingForm
        trainings={trainingOptions(catalogue.list)}
        today={localToday()}
        defaultValues={scheduling?.values}
        onSubmit={schedule.run}
        onCancel={close}
        isSubmitting={schedule.isSubmitting}
        submitError={schedule.error}
        draftId={scheduling ? `schedule:${scheduling.employeeId}` : undefined}
      />
    </FormDialog>
  );
}
