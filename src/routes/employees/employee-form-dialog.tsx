import { useIntl } from 'react-intl';
import type { EmployeeFormProps } from './employee-form';
import { employeesApi } from '../../api/employees';
import { toastSaved } from '../activity';
import type { EmployeeWrite } from '../../domain/employee-rules';
import { fullName, localToday, type Employee } from '../../domain/training';
import { lazyPart } from '../../loading';
import { FormDialog } from '../../components/ui/form-dialog';
import { toOptions, editableValues } from '../../hooks/training-sources';
import { useNodeChoices } from '../../hooks/use-node-choices';
import { useVersionedSubmit } from '../../hooks/use-versioned-submit';
import { isolate } from '../../domain/bidi';
import { useDrafts } from '../../hooks/use-drafts';
import { employeeDraftId } from './employee-draft';

// The form (react-hook-form) loads with its dialog, on first open.
const EmployeeForm = lazyPart(() => import('./employee-form').then((module) => module.EmployeeForm)).Component;

export interface EmployeeFormDialogProps {
  isOpen: boolean;
  /** The employee to edit; absent to add one. */
  employee?: Employee;
  onClose: () => void;
  /** After the server stored it (the dialog has closed and told the user): the employee as stored, with its id when added. */
  onSaved: (employee: Employee) => void;
}

/**
 * 'New employee' / 'Edit employee': the employee form in a modal, saved through the gateway, with a
 * toast on success. A refusal (a code or e-mail already used, …) shows in the form, which keeps what
 * was typed. An edit is made from the version the form opened on: when someone else saved the
 * employee meanwhile, the form shows their values beside the user's and offers to save over them or
 * to discard (`useVersionedSubmit`). What is typed is kept as a draft until saved or discarded
 * (`useFormDraft`), so a session that ends meanwhile loses nothing.
 */
export function EmployeeFormDialog({ isOpen, employee, onClose, onSaved }: EmployeeFormDialogProps) {
  const intl = useIntl();
  const drafts = useDrafts();
  const save = useVersionedSubmit({
    // A draft kept from an earlier session saves from the version it began on: a change made since
    // meets the conflict screen instead of being overwritten.
    version: drafts.base(employeeDraftId(employee), employee?.version).version ?? 0,
    write: (values: EmployeeWrite, version) => (employee ? employeesApi.update(employee.id, values, version) : employeesApi.create(values)),
    current: async () => {
      const { employee: now } = (await employeesApi.detail(employee!.id)).employee;
      return { values: editableValues(now), version: now.version, saved: now };
    },
    succeeded: (saved) => {
      drafts.remove(employeeDraftId(employee));
      onClose();
      toastSaved(
        intl,
        intl.formatMessage({ id: employee ? 'employee.saved' : 'employees.created' }, { name: isolate(fullName(saved)) }),
        { kind: 'employee', ...saved },
        () => onSaved(saved),
      );
      onSaved(saved);
    },
  });
  const close = () => {
    save.reset();
    onClose();
  };
  return (
    <FormDialog title={intl.formatMessage({ id: employee ? 'employee.edit' : 'employees.new' })} isOpen={isOpen} onOpenChange={(open) => !open && close()}>
      <EmployeeFormBody
        key={save.form.key}
        values={save.form.values ?? (employee ? editableValues(employee) : undefined)}
        onSubmit={save.run}
        onCancel={close}
        isSubmitting={save.isSubmitting}
        submitError={save.error}
        conflict={save.form.conflict}
        draftId={employeeDraftId(employee)}
        version={employee?.version}
      />
    </FormDialog>
  );
}

/** The form with the choices in the user's scope; mounted with the dialog's first opening, so the reference lists load then and not with the page. */
function EmployeeFormBody({
  values,
  ...props
}: Omit<EmployeeFormProps, 'departments' | 'designations' | 'workCenters' | 'today' | 'employee'> & { values?: EmployeeWrite }) {
  const { departments, designations, workCenters } = useNodeChoices();
  return (
    <EmployeeForm
      {...props}
      departments={toOptions(departments)}
      designations={designations}
      workCenters={toOptions(workCenters)}
      today={localToday()}
      employee={values}
    />
  );
}
