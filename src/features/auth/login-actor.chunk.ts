// Named static imports, so the bundle keeps only what the login screens use of xstate
// (a dynamic `import('xstate')` would keep the whole library in the shell's xstate chunk).
export { createActor } from 'xstate';
export { loginMachine } from './login.machine';
