import { readStoredUser } from '../api/session-store';
import { useSession } from './shell-context';

/** The demo account's address, used when nobody is signed in. */
const DEMO_EMAIL = 'admin@example.com';

/** §2: the address the template pages name: the stored current user's, else the signed-in user's, else the demo account's. */
export function useTemplateEmail(): string {
  const { user } = useSession();
  return readStoredUser()?.email || user?.email || DEMO_EMAIL;
}
