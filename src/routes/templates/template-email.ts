import { readToken } from '../../storage/session-store';
import { readStoredUser } from '../../storage/stored-user';
import { decodeUser } from '../../domain/token';

/** The demo account's address, used when nobody is signed in. */
const DEMO_EMAIL = 'admin@example.com';

/** §2: the address the template pages name: the stored current user's, else the signed-in user's (token), else the demo account's. */
export function templateEmail(): string {
  return readStoredUser()?.email || decodeUser(readToken()).email || DEMO_EMAIL;
}
