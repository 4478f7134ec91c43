import { readSession } from '../../machines/session-persistence';

/** The demo account's address, used when nobody is signed in. */
const DEMO_EMAIL = 'admin@example.com';

/** §2: the address the template pages name: the stored current user's, else the signed-in user's (token), else the demo account's. */
export function templateEmail(): string {
  const { account, user } = readSession();
  return account?.email || user.email || DEMO_EMAIL;
}
