import { setup } from 'xstate';
import { sessionMachine } from './session.machine';

export interface ShellInput {
  /** The token found in storage at start, if any. */
  token: string | null;
}

interface ShellContext {
  initialToken: string | null;
}

/**
 * The app's root actor ("XState shell"): invokes the app-wide machines as
 * children with system ids (`session`; layout, locale and notifications join
 * it as they are built). React reaches it through one `createActorContext`.
 */
export const shellMachine = setup({
  types: {} as { input: ShellInput; context: ShellContext; children: { session: 'session' } },
  actors: { session: sessionMachine },
}).createMachine({
  id: 'shell',
  context: ({ input }) => ({ initialToken: input.token }),
  invoke: [{ id: 'session', systemId: 'session', src: 'session', input: ({ context }) => ({ token: context.initialToken }) }],
});
