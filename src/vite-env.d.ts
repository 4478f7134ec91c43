/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_AUTH_MODE?: string;
  readonly VITE_API_URL?: string;
}

declare module '*.graphql?raw' {
  const source: string;
  export default source;
}
