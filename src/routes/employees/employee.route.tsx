import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'wouter';
import { HISTORY_LIMIT } from '../../api/employees';
import { recordsApi } from '../../api/records';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { ChangeHistory, toastSaved } from '../activity';
import { EmployeeProfile } from './employee-profile';
import type { CompletionValues } from './record-completion-form';
import type { ScheduleValues } from './schedule-training-form';
import { ScheduleDialog } from './schedule-dialog';
import { EmployeeRequirements } from './employee-requirements';
import type { PastCompletionWrite } from '../../domain/training-fields';
import { lazyPart } from '../../loading';
import { localToday } from '../../domain/training';
import { useTranslateMessage } from '../../i18n/known-messages';
import { slices } from '../../machines/slices';
import { DeactivateEmployeeDialog } from './deactivate-employee-dialog';
import { backTarget, employeePath } from '../../hooks/detail-navigation';
import { EmployeeFormDialog } from './employee-form-dialog';
import { employeeDraftId } from './employee-draft';
import { useDrafts } from '../../hooks/use-drafts';
import { useReopenDraft } from '../../hooks/use-reopen-draft';
import { FormDialog } from '../../components/ui/form-dialog';
import { MissingRecord } from '../../components/training/missing-record';
import { useAccess, useNotificationsRef } from '../../hooks/shell-context';
import { canEditCatalogue, canWrite } from '../../domain/access';
import { trainingOptions, trainingSources } from '../../hooks/training-sources';
import { useResource, useResourceItem } from '../../hooks/use-resource';
import { useSubmit } from '../../hooks/use-submit';
import { useListExport } from '../../hooks/use-list-export';
import { recordCsvColumns } from '../../components/training/record-csv';
import { useVersionedSubmit } from '../../hooks/use-versioned-submit';
import { isolate } from '../../domain/bidi';
import { AccessNote } from '../../components/access-note';
import { ExemptionDialogs, type TrainingRef } from './exemption-dialogs';

// The forms (react-hook-form) load with their dialogs, on first open.
const RecordCompletionForm = lazyPart(() => import('./record-completion-form').then((module) => module.RecordCompletionForm)).Component;
const PastCompletionForm = lazyPart(() => import('./past-completion-form').then((module) => module.PastCompletionForm)).Component;

/**
 * An employee (/employees/:id, opened from the employees list): profile and
 * training history, with "Record completion" on each scheduled training,
 * "Renew" on each expiring or expired one (which records the renewal already
 * scheduled, or opens "Schedule training" with that training chosen) and
 * "Schedule training"; "Edit employee" and "Deactivate" (§11); breadcrumbs back to the list it was opened from. A write that fails keeps its dialog open with the input
 * and the reason; one that succeeds closes it and reloads the employee (and,
 * for a completion, the topbar's notifications).
 */
export default function EmployeeRoute() {
  const intl = useIntl();
  const translate = useTranslateMessage();
  const { id = '' } = useParams<{ id: string }>();
  const notificationsRef = useNotificationsRef();
  const detail = useResourceItem(trainingSources.employee, id);
  const required = useResourceItem(trainingSources.employeeRequirements, id);
  // Their whole history, past the lines the page shows.
  const listExport = useListExport(
    `course-history-${detail.item?.employee.employee.code ?? id}`,
    () => recordsApi.exportAll({ filterKey: 'employee', filterValue: id }),
    recordCsvColumns,
  );
  const catalogue = useResource(slices.trainingData);
  // The record whose completion is being recorded, with what the dialog names it by: kept while the dialog is open, even if the record goes.
  const [completing, setCompleting] = useState<{ recordId: string; trainingId: string; title: string } | null>(null);
  // The schedule dialog is open with these values (a renewal prefills its training), or closed (null).
  const [scheduling, setScheduling] = useState<Partial<ScheduleValues> | null>(null);
  const [editing, setEditing] = useState<'edit' | 'deactivate' | null>(null);
  const [recordingPast, setRecordingPast] = useState(false);
  // The training an admin is exempting the employee from, or lifting their exemption from.
  const [exemption, setExemption] = useState<{ action: 'grant' | 'lift'; training: TrainingRef } | null>(null);
  const today = localToday();

  const drafts = useDrafts();
  // After a write to the employee or their records, or its undo: the page, their requirements and the
  // notifications (a completion settles an expiring one; an undone one raises it again).
  const recordsChanged = () => {
    detail.refresh();
    required.refresh();
    notificationsRef.send({ type: 'notifications.load' });
  };
  const record = detail.item?.history.find((row) => row.record.id === completing?.recordId);
  const openCompletion = (recordId: string) => {
    const row = detail.item?.history.find((candidate) => candidate.record.id === recordId);
    if (row) setCompleting({ recordId, trainingId: row.training.id, title: row.training.title });
  };
  // A draft kept when the session ended or the page reloaded opens its dialog again, while its record still waits for one.
  const draftedCompletion = detail.item
    ? drafts.idsUnder('completion:').find((recordId) => detail.item!.history.some((row) => row.record.id === recordId && row.status === 'scheduled'))
    : undefined;
  const completion = useVersionedSubmit({
    version: record?.record.version ?? 0,
    write: (values: CompletionValues, version) => recordsApi.recordCompletion(completing!.recordId, values, version),
    current: async () => {
      // Read by its employee and training, so a record past the history's first page is found too.
      const where = new URLSearchParams({ employee: id, training: completing!.trainingId }).toString();
      const row = (await recordsApi.list({ whereClause: where, pageSize: HISTORY_LIMIT })).items.find(
        (candidate) => candidate.record.id === completing!.recordId,
      );
      const now = row?.record;
      if (!row || !now) return null;
      // Completed by someone else: a record is completed once, so mine cannot go over theirs.
      return {
        values: { completionDate: now.completionDate ?? today, score: now.score },
        version: now.version,
        saved: row,
        final: now.completionDate !== null,
      };
    },
    succeeded: (row) => {
      drafts.remove(`completion:${completing?.recordId}`);
      setCompleting(null);
      toastSaved(
        intl,
        intl.formatMessage({ id: 'record.saved' }, { training: isolate(row.training.title) }),
        { kind: 'record', ...row.record },
        recordsChanged,
      );
      // A renewal settles the notifications about the expiring or expired one it replaces.
      recordsChanged();
    },
    onStale: () => {
      detail.refresh();
      required.refresh();
      notificationsRef.send({ type: 'notifications.load' });
    },
  });

  const pastCompletion = useSubmit(
    (values: PastCompletionWrite) => recordsApi.recordPastCompletion(id, values),
    (row) => {
      drafts.remove(`past-completion:${id}`);
      setRecordingPast(false);
      toastSaved(
        intl,
        intl.formatMessage({ id: 'record.saved' }, { training: isolate(row.training.title) }),
        { kind: 'record', ...row.record },
        recordsChanged,
      );
      // A completion can renew an expiring or expired training, which settles its notifications.
      recordsChanged();
    },
  );

  const employee = detail.item?.employee ?? null;
  // A viewer reads; admins and managers (of this employee's node, which is all a manager can open) write (§10).
  const access = useAccess();
  const writable = canWrite(access);
  useReopenDraft(writable && employee ? employeeDraftId(employee.employee) : null, () => setEditing('edit'));
  useReopenDraft(writable && employee?.employee.active ? `schedule:${id}` : null, () => setScheduling({}));
  useReopenDraft(writable && employee ? `past-completion:${id}` : null, () => setRecordingPast(true));
  useReopenDraft(writable && draftedCompletion ? `completion:${draftedCompletion}` : null, () => draftedCompletion && openCompletion(draftedCompletion));
  // A changed name or a deactivation changes the notifications about this employee too.
  const employeeSaved = () => {
    detail.refresh();
    required.refresh();
    notificationsRef.send({ type: 'notifications.load' });
  };
  const name = employee ? `${employee.employee.firstName} ${employee.employee.lastName}` : intl.formatMessage({ id: 'nav.employees' });
  const closeCompletion = () => {
    setCompleting(null);
    completion.reset();
  };
  const closePastCompletion = () => {
    setRecordingPast(false);
    pastCompletion.reset();
  };
  const openExemption = (action: 'grant' | 'lift', trainingId: string) => {
    const training = required.item?.trainings.find((candidate) => candidate.trainingId === trainingId);
    if (training) setExemption({ action, training });
  };
  // Renewing an expiring or expired training: record the renewal already scheduled, else schedule one.
  const renew = (trainingId: string) => {
    const planned = detail.item?.history.find((row) => row.training.id === trainingId && row.status === 'scheduled');
    if (planned) openCompletion(planned.record.id);
    else setScheduling({ trainingId });
  };

  // A link that names a training to fix (a gap in the compliance matrix, a missing training's
  // notification) opens what fixes it, once, when it is one of this employee's gaps today: the renewal
  // already scheduled, else Schedule with the training chosen. Then the address forgets it, keeping
  // the page's history state (the list to go back to).
  const [params, setParams] = useSearchParams();
  const fixing = params.get('fix');
  const renewLatest = useRef(renew);
  useLayoutEffect(() => {
    renewLatest.current = renew;
  });
  const loaded = detail.item?.employee.employee.id === id && required.item !== null;
  useEffect(() => {
    if (!fixing || !loaded) return;
    const gap = required.item?.trainings.some((training) => training.trainingId === fixing && training.status !== 'valid' && training.status !== 'exempt');
    if (gap && writable && detail.item?.employee.employee.active) renewLatest.current(fixing);
    setParams(
      (current) => {
        current.delete('fix');
        return current;
      },
      { replace: true, state: window.history.state },
    );
  }, [fixing, loaded, required.item, detail.item, writable, setParams]);

  if (detail.missing) return <MissingRecord kind="employee" path={employeePath(id)} listHref={backTarget('/employees')} />;
  return (
    <>
      <PageHeader
        title={name}
        actions={
          employee && writable ? (
            <>
              <Button variant="secondary" onPress={() => setEditing('edit')}>
                {intl.formatMessage({ id: 'employee.edit' })}
              </Button>
              {employee.employee.active ? (
                <Button variant="secondary" onPress={() => setEditing('deactivate')}>
                  {intl.formatMessage({ id: 'employee.deactivate' })}
                </Button>
              ) : null}
            </>
          ) : employee ? (
            <AccessNote access={access} action="write" />
          ) : null
        }
        breadcrumbs={
          <Breadcrumbs
            items={[
              { label: intl.formatMessage({ id: 'nav.dashboard' }), href: '/' },
              { label: intl.formatMessage({ id: 'nav.employees' }), href: backTarget('/employees') },
              { label: name, href: employeePath(id) },
            ]}
          />
        }
      />
      <Card>
        <EmployeeProfile
          employee={employee}
          history={detail.item?.history ?? []}
          isLoading={detail.loading && !detail.item}
          error={detail.error ? translate(detail.error) : null}
          onRetry={detail.refresh}
          onScheduleTraining={writable && employee?.employee.active ? () => setScheduling({}) : undefined}
          onRecordCompletion={writable ? openCompletion : undefined}
          onRenew={writable && employee?.employee.active ? renew : undefined}
          onRecordPastCompletion={writable ? () => setRecordingPast(true) : undefined}
          listExport={listExport}
          requirements={
            <EmployeeRequirements
              name={name}
              requirements={required.item?.trainings ?? null}
              isLoading={required.loading}
              error={required.error ? translate(required.error) : null}
              onRetry={required.refresh}
              onFix={writable && employee?.employee.active ? renew : undefined}
              onExempt={canEditCatalogue(access) ? (trainingId) => openExemption('grant', trainingId) : undefined}
              onLift={canEditCatalogue(access) ? (trainingId) => openExemption('lift', trainingId) : undefined}
            />
          }
        />
      </Card>
      {employee ? <ChangeHistory key={id} subject={{ employeeId: id }} watch={detail.item} onReverted={recordsChanged} withActivityLink={writable} /> : null}
      <FormDialog
        title={intl.formatMessage({ id: 'record.dialogTitle' }, { training: completing?.title ?? '' })}
        isOpen={completing !== null}
        onOpenChange={(open) => !open && closeCompletion()}
      >
        <RecordCompletionForm
          key={completion.form.key}
          today={today}
          earliest={employee?.employee.hireDate}
          defaultValues={completion.form.values ?? undefined}
          onSubmit={completion.run}
          onCancel={closeCompletion}
          isSubmitting={completion.isSubmitting}
          submitError={completion.error}
          conflict={completion.form.conflict}
          draftId={completing ? `completion:${completing.recordId}` : undefined}
        />
      </FormDialog>
      <ScheduleDialog
        scheduling={scheduling ? { employeeId: id, name, values: scheduling } : null}
        onClose={() => setScheduling(null)}
        onScheduled={() => {
          detail.refresh();
          required.refresh();
          // A scheduled renewal means a required training no longer lapses: its notification says so.
          notificationsRef.send({ type: 'notifications.load' });
        }}
      />
      <FormDialog
        title={intl.formatMessage({ id: 'pastCompletion.dialogTitle' }, { name })}
        isOpen={recordingPast}
        onOpenChange={(open) => !open && closePastCompletion()}
      >
        <PastCompletionForm
          trainings={trainingOptions(catalogue.list)}
          today={today}
          earliest={employee?.employee.hireDate}
          onSubmit={pastCompletion.run}
          onCancel={closePastCompletion}
          isSubmitting={pastCompletion.isSubmitting}
          submitError={pastCompletion.error}
          draftId={`past-completion:${id}`}
        />
      </FormDialog>
      {employee ? (
        <>
          <ExemptionDialogs
            employee={employee.employee}
            name={name}
            today={today}
            required={required.item}
            exempting={exemption?.action === 'grant' ? exemption.training : null}
            lifting={exemption?.action === 'lift' ? exemption.training : null}
            onClose={() => setExemption(null)}
            onChanged={() => {
              required.refresh();
              detail.refresh();
              // An exemption settles a missing required training's notification; lifting it raises it again.
              notificationsRef.send({ type: 'notifications.load' });
            }}
          />
          <EmployeeFormDialog isOpen={editing === 'edit'} employee={employee.employee} onClose={() => setEditing(null)} onSaved={employeeSaved} />
          <DeactivateEmployeeDialog
            isOpen={editing === 'deactivate'}
            employee={employee.employee}
            onClose={() => setEditing(null)}
            onDeactivated={employeeSaved}
            onStale={detail.refresh}
          />
        </>
      ) : null}
    </>
  );
}
