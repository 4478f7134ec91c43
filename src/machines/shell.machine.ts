import { setup } from 'xstate';
import type { LanguageCode } from '../i18n/languages';
import type { Messages } from '../i18n/messages';
import type { LayoutInput } from '../theme/layout-state';
import { layoutMachine } from './layout.machine';
import { localeMachine } from './locale.machine';
import { notificationsMachine } from './notifications.machine';
import { sessionMachine } from './session.machine';
import type { StoredUser } from '../domain/stored-user';
import type { TokenUser } from '../domain/token';

/** What the app found in the browser at start. */
export interface ShellInput {
  /** The token found in storage at start, if any. */
  token: string | null;
  /** Its user, when storage keeps it beside the token (oidc: mapped from the provider's claims). */
  user?: TokenUser;
  /** The current user the sign-in stored (§3), if any. */
  account?: StoredUser | null;
  /** oidc mode: the session is renewed and ended through the identity provider. */
  renewable?: boolean;
  /** Stored layout settings and the viewport width. */
  layout: LayoutInput;
  /** The language at start (cookie, browser, en). */
  language: LanguageCode;
  /** Its messages, if the page has them already. */
  messages?: Messages;
  /** The employee id kept from a notification click (sessionStorage), if any. */
  employeeId: string | null;
  /** What was new at the user's last visit to their notifications (sessionStorage). */
  newAtVisit?: { ids: string[]; count: number };
}

/**
 * The app's root actor ("XState shell"): invokes the app-wide machines as
 * children with system ids `session`, `layout`, `locale` and `notifications`
 * (layout before locale, which tells it the language's direction). React
 * reaches it through one `createActorContext`.
 */
export const shellMachine = setup({
  types: {} as {
    input: ShellInput;
    context: ShellInput;
    children: { session: 'session'; layout: 'layout'; locale: 'locale'; notifications: 'notifications' };
  },
  actors: { session: sessionMachine, layout: layoutMachine, locale: localeMachine, notifications: notificationsMachine },
}).createMachine({
  id: 'shell',
  context: ({ input }) => input,
  invoke: [
    {
      id: 'session',
      systemId: 'session',
      src: 'session',
      input: ({ context }) => ({ token: context.token, user: context.user, account: context.account, renewable: context.renewable }),
    },
    { id: 'layout', systemId: 'layout', src: 'layout', input: ({ context }) => context.layout },
    { id: 'locale', systemId: 'locale', src: 'locale', input: ({ context }) => ({ language: context.language, messages: context.messages }) },
    {
      id: 'notifications',
      systemId: 'notifications',
      src: 'notifications',
      input: ({ context }) => ({ employeeId: context.employeeId, newAtVisit: context.newAtVisit }),
    },
  ],
});
