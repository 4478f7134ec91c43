import { createActorContext, shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { fromCallback, fromPromise } from 'xstate';
import { writeNewAtVisit } from '../storage/notification-visit-store';
import { removeNotificationEmployeeId, writeNotificationEmployeeId } from '../storage/tab-store';
import { accessOf, type Access } from '../domain/access';
import { rememberLanguage } from '../i18n/languages';
import { layoutMachine } from '../machines/layout.machine';
import { localeMachine } from '../machines/locale.machine';
import { notificationsMachine } from '../machines/notifications.machine';
import type { ProviderSession } from '../domain/token';
import { selectAccount, selectIsLoggedIn, selectUser, sessionMachine } from '../machines/session.machine';
import { endSession, storeProviderSession } from '../machines/session-persistence';
import type { TabsEvent } from '../machines/session-tabs';
import { shellMachine } from '../machines/shell.machine';
import { applyHtmlAttributes, applyHtmlLanguage, writeStoredLayout } from '../theme/layout-dom';
import { LOGGED_OUT_PATH, loginUrlFor } from '../domain/return-url';
import { onDemand } from '../loading';

// The tabs' shared session (src/machines/session-tabs.ts) loads after the shell's first render.
const sessionTabs = onDemand(() => import('../machines/session-tabs'));

/** The session's `tabs` actor: this tab's part of the shared session, its code loaded once the actor starts. */
const tabsActor = fromCallback<TabsEvent>(({ sendBack }) => {
  let stop = () => {};
  let live = true;
  sessionTabs
    .load()
    .then(({ shareSessionWithOtherTabs }) => {
      if (live) stop = shareSessionWithOtherTabs(sendBack);
    })
    // Without the code (offline), this tab keeps its own session, as a browser without BroadcastChannel does.
    .catch(() => undefined);
  return () => {
    live = false;
    stop();
  };
});

/** §8: a page reload on the login page, brought back to where the user was. */
function reloadAtLogin(): void {
  const { pathname, search, hash } = window.location;
  window.location.assign(loginUrlFor(`${pathname}${search}${hash}`));
}

// Imported, not only loaded, on demand: a module-level `onDemand(...)` call would keep the client's chunk in every build.
const providerClient = () => import('../api/oidc/provider').then(({ providerClient: client }) => client.load());

/**
 * §6 oidc: the session is renewed and ended through the identity provider. Other builds drop this
 * (a constant condition), and with it oidc-client-ts.
 */
const providerSession =
  import.meta.env.VITE_AUTH_MODE === 'oidc'
    ? {
        actors: {
          renewSession: fromPromise(() => providerClient().then((client) => client.renew())),
          endProviderSession: fromPromise(() => providerClient().then((client) => client.endSession())),
        },
        actions: {
          storeSession: (_: unknown, session: ProviderSession) => storeProviderSession(session),
          leaveTo: (_: unknown, url: string) => window.location.assign(url),
        },
      }
    : {};

/** The shell machine with the browser's side effects provided. */
const appShellMachine = shellMachine.provide({
  actors: {
    session: sessionMachine.provide({
      actions: {
        endStoredSession: ({ context }, how) => endSession(how, context.draftOwner),
        announceSignOut: (_, userId) => void sessionTabs.load().then(({ announceSignOut }) => announceSignOut(userId)),
        announceRenewal: () => void sessionTabs.load().then(({ announceRenewal }) => announceRenewal()),
        navigateToLogout: () => navigate(LOGGED_OUT_PATH),
        navigateToLogin: reloadAtLogin,
        ...providerSession.actions,
      },
      actors: { tabs: tabsActor, ...providerSession.actors },
    }),
    layout: layoutMachine.provide({
      actions: {
        applyAttributes: (_, attributes) => applyHtmlAttributes(attributes),
        persist: (_, stored) => writeStoredLayout(stored),
        dispatchResize: () => window.dispatchEvent(new Event('resize')),
      },
    }),
    locale: localeMachine.provide({
      actions: {
        rememberLanguage: (_, language) => rememberLanguage(language),
        applyLanguage: (_, tag) => applyHtmlLanguage(tag),
      },
    }),
    notifications: notificationsMachine.provide({
      actions: {
        navigate: (_, path) => navigate(path),
        storeEmployeeId: (_, employeeId) => writeNotificationEmployeeId(employeeId),
        forgetEmployeeId: () => removeNotificationEmployeeId(),
        storeNewAtVisit: (_, newAtVisit) => writeNewAtVisit(newAtVisit),
        // §8: notification failures are logged, never shown.
        logError: (_, error) => console.error('Notification call failed:', error),
      },
    }),
  },
});

/** The one app-wide actor context (docs/architecture.md "Machines"). */
export const ShellContext = createActorContext(appShellMachine);

/** The session child actor. */
export function useSessionRef() {
  return ShellContext.useSelector((snapshot) => snapshot.children.session!);
}

/** §3 authentication state: `{ isLoggedIn, user, account }` of the session (`account`: the current user the sign-in stored). */
export function useSession() {
  const sessionRef = useSessionRef();
  return useSelector(
    sessionRef,
    (snapshot) => ({ isLoggedIn: selectIsLoggedIn(snapshot), user: selectUser(snapshot), account: selectAccount(snapshot) }),
    shallowEqual,
  );
}

/** What the signed-in user's role lets them reach and do (§10), read from the session's token. */
export function useAccess(): Access {
  const { user } = useSession();
  return useMemo(() => accessOf(user), [user]);
}

/** The layout child actor (§4 Layout). */
export function useLayoutRef() {
  return ShellContext.useSelector((snapshot) => snapshot.children.layout!);
}

/** The locale child actor (§9). */
export function useLocaleRef() {
  return ShellContext.useSelector((snapshot) => snapshot.children.locale!);
}

/** The notifications child actor (§4). */
export function useNotificationsRef() {
  return ShellContext.useSelector((snapshot) => snapshot.children.notifications!);
}
