import { useIntl } from 'react-intl';
import formStyles from './training/training-forms.module.css';
import { Button } from './ui/button';
import { FormDialog } from './ui/form-dialog';

export interface ResetDemoDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The user chose to reset: forget the demo data and start over. */
  onReset: () => void;
}

/**
 * 'Reset demo data?': says what is lost (every change to the demo data in this browser) and what
 * stays (the sign-in and the settings) before anything happens. An alert dialog with Cancel focused,
 * so Enter or Escape right after the click loses nothing.
 */
export function ResetDemoDialog({ isOpen, onClose, onReset }: ResetDemoDialogProps) {
  const intl = useIntl();
  return (
    <FormDialog role="alertdialog" title={intl.formatMessage({ id: 'mock.resetTitle' })} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <div className={formStyles.form}>
        <p>{intl.formatMessage({ id: 'mock.resetText' })}</p>
        <div className={formStyles.actions}>
          <Button variant="secondary" onPress={onClose} autoFocus>
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>
          <Button onPress={onReset}>{intl.formatMessage({ id: 'mock.reset' })}</Button>
        </div>
      </div>
    </FormDialog>
  );
}
