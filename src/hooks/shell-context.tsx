import { createActorContext, shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { fromPromise } from 'xstate';
import { writeNewAtVisit } from '../storage/notification-visit-store';
import {
  clearSessionStorage,
  readSessionUser,
  readToken,
  removeNotificationEmployeeId,
  writeNotificationEmployeeId,
  writeProviderSession,
} from '../storage/session-store';
import { accessOf, type Access } from '../domain/access';
import { rememberLanguage } from '../i18n/languages';
import { layoutMachine } from '../machines/layout.machine';
import { localeMachine } from '../machines/locale.machine';
import { notificationsMachine } from '../machines/notifications.machine';
import type { ProviderSession } from '../domain/token';
import { selectIsLoggedIn, selectUser, sessionMachine } from '../machines/session.machine';
import { shellMachine } from '../machines/shell.machine';
import { applyHtmlAttributes, applyHtmlLanguage, writeStoredLayout } from '../theme/layout-dom';
import { LOGGED_OUT_PATH, loginUrlFor } from '../domain/return-url';
import { onDemand } from '../loading';

// The tabs' shared session (src/storage/session-channel.ts) loads after the shell's first render.
const sessionChannel = onDemand(() => import('../storage/session-channel'));

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
          // Renewal failed: a fresh sign-in, brought back to where the user was.
          navigateToLogin: () => {
            const { pathname, search, hash } = window.location;
            window.location.assign(loginUrlFor(`${pathname}${search}${hash}`));
          },
          storeSession: (_: unknown, session: ProviderSession) => writeProviderSession(session.token, session.user),
          leaveTo: (_: unknown, url: string) => window.location.assign(url),
        },
      }
    : {};

/** The shell machine with the browser's side effects provided. */
const appShellMachine = shellMachine.provide({
  actors: {
    session: sessionMachine.provide({
      actions: {
        // Drafts outlive a session that ends by itself; an explicit sign-out takes them too.
        clearStorage: () => clearSessionStorage(true),
        discardDrafts: () => clearSessionStorage(),
        announceSignOut: () => void sessionChannel.load().then(({ announceSignOut }) => announceSignOut()),
        announceRenewal: () => void sessionChannel.load().then(({ announceRenewal }) => announceRenewal()),
        navigateToLogout: () => navigate(LOGGED_OUT_PATH),
        ...providerSession.actions,
      },
      actors: providerSession.actors,
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

/**
 * Shares this tab's session with the browser's other tabs while the shell is up: a tab opened without
 * one receives it, and a sign-out in another tab ends this one's (§4 Session). Call once, in the shell.
 */
export function useSessionSharedWithOtherTabs(): void {
  const sessionRef = useSessionRef();
  useEffect(() => {
    let stop = () => {};
    let live = true;
    sessionChannel
      .load()
      .then(({ shareSessionWithOtherTabs, onSignedOutElsewhere, onRenewedElsewhere }) => {
        if (!live) return;
        const stopSharing = shareSessionWithOtherTabs();
        const stopSignOuts = onSignedOutElsewhere(() => sessionRef.send({ type: 'session.expire' }));
        const stopRenewals = onRenewedElsewhere(() => {
          const token = readToken();
          if (token) sessionRef.send({ type: 'session.renewedElsewhere', session: { token, user: readSessionUser() } });
        });
        stop = () => {
          stopSharing();
          stopSignOuts();
          stopRenewals();
        };
      })
      // Without the code (offline), this tab keeps its own session, as a browser without BroadcastChannel does.
      .catch(() => undefined);
    return () => {
      live = false;
      stop();
    };
  }, [sessionRef]);
}

/** §3 authentication state: `{ isLoggedIn, user }` of the session. */
export function useSession() {
  const sessionRef = useSessionRef();
  return useSelector(sessionRef, (snapshot) => ({ isLoggedIn: selectIsLoggedIn(snapshot), user: selectUser(snapshot) }), shallowEqual);
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
