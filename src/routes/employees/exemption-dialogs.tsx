import { useIntl } from 'react-intl';
import { grantExemption, liftExemption } from '../../api/compliance';
import { httpMessages } from '../../api/errors';
import { toast } from '../../components/toast';
import { FormDialog } from '../../components/ui/form-dialog';
import { inScope, type ListedExemption, type StoredRequirement } from '../../domain/compliance';
import type { Employee, IsoDate } from '../../domain/training';
import type { EmployeeRequirements } from '../../hooks/training-sources';
import { useDrafts } from '../../hooks/use-drafts';
import { useSubmit } from '../../hooks/use-submit';
import { isolate } from '../../domain/bidi';
import { lazyPart } from '../../loading';
import type { ExemptionValues } from './exemption-form';
import { LiftExemptionDialog } from '../../components/training/lift-exemption-dialog';

// The form (react-hook-form) loads with its dialog, on first open.
const ExemptionForm = lazyPart(() => import('./exemption-form').then((module) => module.ExemptionForm)).Component;

/** A training's title and id, as the dialogs name it. */
export interface TrainingRef {
  trainingId: string;
  title: string;
}

/**
 * The requirements of `trainingId` that bind `employee` on `today` and that they are not exempted
 * from yet: what an exemption from that training is granted against (one each).
 */
function exemptableRequirements(
  employee: Employee,
  trainingId: string,
  today: IsoDate,
  { requirements, exemptions }: Pick<EmployeeRequirements, 'requirements' | 'exemptions'>,
): StoredRequirement[] {
  const exempted = new Set(exemptions.filter((exemption) => exemption.employeeId === employee.id).map((exemption) => exemption.requirementId));
  return requirements.filter(
    (requirement) =>
      requirement.trainingId === trainingId && requirement.effectiveFrom <= today && inScope(requirement.scope, employee) && !exempted.has(requirement.id),
  );
}

export interface ExemptionDialogsProps {
  employee: Employee;
  /** The employee's name, as the page shows it. */
  name: string;
  today: IsoDate;
  /** The requirements and the employee's exemptions, as loaded with their required trainings. */
  required: Pick<EmployeeRequirements, 'requirements' | 'exemptions'> | null;
  /** The training being exempted from (its dialog open), or `null`. */
  exempting: TrainingRef | null;
  /** The training whose exemption is being lifted (its dialog open), or `null`. */
  lifting: TrainingRef | null;
  onClose: () => void;
  /** After a grant or a lift went through (the dialog has closed and told the user). */
  onChanged: () => void;
}

/**
 * The admin's two exemption dialogs on an employee page (§19): "Exempt {name} from {training}" asks
 * for a reason and exempts them from every requirement of that training that binds them; "Lift the
 * exemption" says the training is required of them again and lifts each of their exemptions from it.
 * A refusal shows in the dialog, which keeps the reason typed; a fault is §8's toast.
 */
export function ExemptionDialogs({ employee, name, today, required, exempting, lifting, onClose, onChanged }: ExemptionDialogsProps) {
  const intl = useIntl();
  const drafts = useDrafts();
  const draftId = exempting ? `exemption:${employee.id}:${exempting.trainingId}` : undefined;
  const grant = useSubmit(
    async ({ reason }: ExemptionValues) => {
      const owed = required && exempting ? exemptableRequirements(employee, exempting.trainingId, today, required) : [];
      // Nothing left to exempt from (the page's data is older than the server's): never a success that wrote nothing.
      if (owed.length === 0) throw new Error(httpMessages.somethingWentWrong);
      let last: ListedExemption | null = null;
      for (const requirement of owed) last = await grantExemption({ requirementId: requirement.id, employeeId: employee.id, reason });
      return last;
    },
    () => {
      if (draftId) drafts.remove(draftId);
      toast(intl.formatMessage({ id: 'exemption.saved' }, { employee: isolate(name), training: isolate(exempting?.title ?? '') }), 'success');
      onClose();
      onChanged();
    },
  );
  const lift = useSubmit(
    async (training: TrainingRef) => {
      for (const exemption of required?.exemptions.filter((candidate) => candidate.trainingId === training.trainingId) ?? []) await liftExemption(exemption.id);
      return training;
    },
    (training) => {
      toast(intl.formatMessage({ id: 'exemption.lifted' }, { employee: isolate(name), training: isolate(training.title) }), 'success');
      onClose();
      onChanged();
    },
  );
  const close = () => {
    grant.reset();
    lift.reset();
    onClose();
  };
  return (
    <>
      <FormDialog
        title={intl.formatMessage({ id: 'exemption.dialogTitle' }, { employee: name, training: exempting?.title ?? '' })}
        isOpen={exempting !== null}
        onOpenChange={(open) => !open && close()}
      >
        <ExemptionForm onSubmit={grant.run} onCancel={close} isSubmitting={grant.isSubmitting} submitError={grant.error} draftId={draftId} />
      </FormDialog>
      <LiftExemptionDialog
        lifting={lifting ? { employee: name, training: lifting.title } : null}
        onConfirm={() => lifting && lift.run(lifting)}
        onCancel={close}
        isSubmitting={lift.isSubmitting}
        error={lift.error}
      />
    </>
  );
}
