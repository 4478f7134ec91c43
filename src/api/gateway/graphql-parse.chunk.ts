/** graphql-js's parser in a chunk of its own: only texts the app did not generate need it (./documents.ts). */
export { parse } from 'graphql';
