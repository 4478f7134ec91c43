// A chunk's root, loaded by login-code.ts when a visitor first reaches for the sign-in or register form
// (14 KB of the sign-in page's first load). Named static imports, so the bundle keeps only what the
// login screens use of xstate (a dynamic `import('xstate')` would keep the whole library in the
// shell's xstate chunk).
export { createActor } from 'xstate';
export { loginMachine } from '../../machines/login.machine';
export { registerMachine } from '../../machines/register.machine';
