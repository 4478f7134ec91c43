/**
 * What other areas use of the change log: a record's 'Change history' card for its page, and the
 * success toast with Undo that every save shows.
 */
export { ChangeHistory } from './change-history';
export { toastSaved } from './saved-toast';
