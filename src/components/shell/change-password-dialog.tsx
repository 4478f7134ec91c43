import { useIntl } from 'react-intl';
import { Button } from '../ui/button';
import { ModalDialog, modalStyles } from '../ui/modal-dialog';

/** Placeholder of the Change Password modal (§2 Topbar); the form arrives with the complete shell. */
export function ChangePasswordDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  const intl = useIntl();
  return (
    <ModalDialog title={intl.formatMessage({ id: 'topbar.changePassword' })} isOpen={isOpen} onOpenChange={onOpenChange}>
      <p>{intl.formatMessage({ id: 'changePassword.placeholder' })}</p>
      <div className={modalStyles.actions}>
        <Button variant="secondary" slot="close">
          {intl.formatMessage({ id: 'common.close' })}
        </Button>
      </div>
    </ModalDialog>
  );
}
