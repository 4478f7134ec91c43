import { useIntl } from 'react-intl';
import { trainingApi } from '../api/training';
import { toast } from '../components/toast';
import type { EmployeeWrite } from '../domain/employee-rules';
import { fullName, localToday, type Employee } from '../domain/training';
import { lazyPart } from '../loading';
import { FormDialog } from './form-dialog';
import { toOptions, withoutId } from './training-sources';
import { useNodeChoices } from './use-node-choices';
import { useSubmit } from './use-submit';
import { isolate } from '../domain/bidi';

// The form (react-hook-form) loads with its dialog, on first open.
const EmployeeForm = lazyPart(() => import('../components/training/employee-form').then((module) => module.EmployeeForm)).Component;

export interface EmployeeFormDialogProps {
  isOpen: boolean;
  /** The employee to edit; absent to add one. */
  employee?: Employee;
  onClose: () => void;
  /** After the server stored it (the dialog has closed and told the user): the employee as stored, with its id when added. */
  onSaved: (employee: Employee) => void;
}

/**
 * 'New employee' / 'Edit employee' (issue 17): the employee form in a modal,
 * saved through the gateway, with a toast on success. A refusal (a code or
 * e-mail already used, …) shows in the form, which keeps what was typed.
 */
export function EmployeeFormDialog({ isOpen, employee, onClose, onSaved }: EmployeeFormDialogProps) {
  const intl = useIntl();
  const save = useSubmit(
    (values: EmployeeWrite) => (employee ? trainingApi.updateEmployee(employee.id, values) : trainingApi.createEmployee(values)),
    (saved) => {
      onClose();
      toast(intl.formatMessage({ id: employee ? 'employee.saved' : 'employees.created' }, { name: isolate(fullName(saved)) }), 'success');
      onSaved(saved);
    },
  );
  const close = () => {
    save.reset();
    onClose();
  };
  return (
    <FormDialog title={intl.formatMessage({ id: employee ? 'employee.edit' : 'employees.new' })} isOpen={isOpen} onOpenChange={(open) => !open && close()}>
      <EmployeeFormBody employee={employee} onSubmit={save.run} onCancel={close} isSubmitting={save.isSubmitting} submitError={save.error} />
    </FormDialog>
  );
}

/** The form with the choices in the user's scope; mounted with the dialog's first opening, so the reference lists load then and not with the page. */
function EmployeeFormBody({ employee, ...props }: { employee?: Employee; onSubmit: (values: EmployeeWrite) => void; onCancel: () => void; isSubmitting: boolean; submitError: string | null }) {
  const { departments, designations, workCenters } = useNodeChoices();
  const values = employee ? withoutId(employee) : undefined;
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
