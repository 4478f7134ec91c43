import { useIntl } from 'react-intl';
import { ConflictError } from '../../api/errors';
import { employeesApi } from '../../api/employees';
import { toastSaved } from '../activity';
import { ErrorNotice } from '../../components/ui/state-panel';
import formStyles from '../../components/training/training-forms.module.css';
import { Button } from '../../components/ui/button';
import { fullName, type Employee } from '../../domain/training';
import { FormDialog } from '../../components/ui/form-dialog';
import { editableValues } from '../../hooks/training-sources';
import { useSubmit } from '../../hooks/use-submit';
import { isolate } from '../../domain/bidi';

export interface DeactivateEmployeeDialogProps {
  /** The employee to deactivate while the dialog is open. */
  employee: Employee;
  isOpen: boolean;
  onClose: () => void;
  /** After the server stored it (the dialog has closed and told the user). */
  onDeactivated: (employee: Employee) => void;
  /** Someone else saved the employee first (a 409): reload it, so that the next answer is made from its version. */
  onStale: () => void;
}

/**
 * 'Deactivate {name}?' (§11): says what deactivating does, then saves the
 * employee with `active: false`. An alert dialog: nothing happens until the
 * user answers; a refusal shows in it and the dialog stays.
 */
export function DeactivateEmployeeDialog({ employee, isOpen, onClose, onDeactivated, onStale }: DeactivateEmployeeDialogProps) {
  const intl = useIntl();
  const name = fullName(employee);
  const deactivate = useSubmit(
    async (target: Employee) => {
      try {
        return await employeesApi.update(target.id, { ...editableValues(target), active: false }, target.version);
      } catch (error) {
        if (error instanceof ConflictError) onStale();
        throw error;
      }
    },
    (saved) => {
      onClose();
      toastSaved(intl, intl.formatMessage({ id: 'employee.deactivated' }, { name: isolate(fullName(saved)) }), { kind: 'employee', ...saved }, () =>
        onDeactivated(saved),
      );
      onDeactivated(saved);
    },
  );
  const close = () => {
    deactivate.reset();
    onClose();
  };
  return (
    <FormDialog
      role="alertdialog"
      title={intl.formatMessage({ id: 'employee.deactivateTitle' }, { name })}
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
    >
      <div className={formStyles.form}>
        <p>{intl.formatMessage({ id: 'employee.deactivateText' }, { name })}</p>
        {deactivate.error ? <ErrorNotice message={deactivate.error} /> : null}
        <div className={formStyles.actions}>
          <Button variant="secondary" onPress={close} autoFocus>
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>
          <Button onPress={() => deactivate.run(employee)} isPending={deactivate.isSubmitting}>
            {intl.formatMessage({ id: deactivate.isSubmitting ? 'common.saving' : 'employee.deactivate' })}
          </Button>
        </div>
      </div>
    </FormDialog>
  );
}
