import { useEffect } from 'react';
import { setHttpFaultHandlers } from '../api/rest-session';
import { toast } from '../components/toast';
import { useTranslateMessage } from '../i18n/known-messages';

/**
 * Installs the §8 fault handlers of the REST layer: faults are toasted, one toast for the calls that
 * fail together with one message (`oncePerBurst`), with why under it when a call got no answer
 * (offline, the server out of reach, this origin refused). A 401 is the session's (`RestSessionLink`).
 */
export function HttpFaults() {
  const translate = useTranslateMessage();
  useEffect(
    () =>
      setHttpFaultHandlers({
        notify: (message, detail) =>
          toast(translate(message), 'error', detail === undefined ? { oncePerBurst: true } : { oncePerBurst: true, detail: translate(detail) }),
      }),
    [translate],
  );
  return null;
}
