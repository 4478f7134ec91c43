import { onDemand } from '../../loading';

/**
 * The login machine and xstate's `createActor` (`login-actor.chunk.ts`), imported
 * when a visitor first reaches for the sign-in or register form rather than
 * with the page (14 KB of the sign-in page's first load).
 */
export const loginCode = onDemand(() => import('./login-actor.chunk'));
