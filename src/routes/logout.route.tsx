import { LoggedOut } from '../components/auth/logged-out';

/** §2 /auth-logout-basic: the target after sign out; Sign In goes to /account-login. */
export default function LogoutRoute() {
  return <LoggedOut signInHref="/account-login" />;
}
