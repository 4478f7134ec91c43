import { useIntl } from 'react-intl';
import formStyles from './training-forms.module.css';
import { Button } from '../ui/button';
import { FormDialog } from '../ui/form-dialog';
import { ErrorNotice } from '../ui/state-panel';

export interface LiftExemptionDialogProps {
  /** Whose exemption and from which training (`null`: closed). */
  lifting: { employee: string; training: string } | null;
  onConfirm: () => void;
  onCancel: () => void;
  isSubmitting: boolean;
  /** Why the last attempt failed; shown in the dialog, which stays open. */
  error: string | null;
}

/**
 * Asks before an exemption is lifted (§19): the training will be required of the employee again
 * and a gap counts until they hold it. An alert dialog whose Cancel takes the focus first.
 */
export function LiftExemptionDialog({ lifting, onConfirm, onCancel, isSubmitting, error }: LiftExemptionDialogProps) {
  const intl = useIntl();
  return (
    <FormDialog
      role="alertdialog"
      title={intl.formatMessage({ id: 'exemption.liftTitle' }, { training: lifting?.training ?? '' })}
      isOpen={lifting !== null}
      onOpenChange={(open) => !open && onCancel()}
    >
      <div className={formStyles.form}>
        <p>{intl.formatMessage({ id: 'exemption.liftText' }, { employee: lifting?.employee ?? '', training: lifting?.training ?? '' })}</p>
        {error ? <ErrorNotice message={error} /> : null}
        <div className={formStyles.actions}>
          <Button variant="secondary" onPress={onCancel} autoFocus>
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>
          <Button onPress={onConfirm} isPending={isSubmitting}>
            {intl.formatMessage({ id: isSubmitting ? 'common.saving' : 'requirements.lift' })}
          </Button>
        </div>
      </div>
    </FormDialog>
  );
}
