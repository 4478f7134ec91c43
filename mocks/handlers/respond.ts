import { HttpResponse } from 'msw';

/** The answer to a call without a valid session (§8: a 401 signs the app out). */
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** §7 envelope helpers shared by every handler. */
export function ok<T>(data: T, message = 'OK') {
  return HttpResponse.json({ success: true, message, data });
}

export function refused(message: string, status = 200) {
  return HttpResponse.json({ success: false, message, data: null }, { status });
}

/** A 409: the write was made from an older version of the record; `data` is the record as it is now. */
export function conflict<T>(message: string, current: T) {
  return HttpResponse.json({ success: false, message, data: current }, { status: 409 });
}
