import { useEffect } from 'react';
import { setHttpFaultHandlers } from '../api/rest-session';
import { toast } from '../components/toast';
import { useTranslateMessage } from '../i18n/known-messages';

/**
 * Installs the §8 fault handlers of the REST layer: faults are toasted, one toast for the calls that
 * fail together with one message (`oncePerBurst`). A 401 is the session's (`RestSessionLink`).
 */
export function HttpFaults() {
  const translate = useTranslateMessage();
  useEffect(() => setHttpFaultHandlers({ notify: (message) => toast(translate(message), 'error', { oncePerBurst: true }) }), [translate]);
  return null;
}
