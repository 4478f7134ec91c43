import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LoadOnFirstOpen } from '../../loading';
import { toast } from '../toast';

export interface OnFirstOpenProps {
  isOpen: boolean;
  /** Closes the overlay: called when its code cannot be loaded (offline), after a toast says so. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * An overlay whose code loads the first time it opens (`LoadOnFirstOpen`): when that code cannot be
 * loaded, a toast shows §8's 'Something went wrong' and the overlay closes; opening it again retries.
 * When not even the toast can load (offline from the start), the page's boundary shows the offline page.
 */
export function OnFirstOpen({ isOpen, onClose, children }: OnFirstOpenProps) {
  const intl = useIntl();
  const onLoadError = async () => {
    const shown = await toast(intl.formatMessage({ id: 'error.somethingWentWrong' }), 'error');
    if (shown) onClose();
    return shown;
  };
  return (
    <LoadOnFirstOpen isOpen={isOpen} onLoadError={onLoadError}>
      {children}
    </LoadOnFirstOpen>
  );
}
