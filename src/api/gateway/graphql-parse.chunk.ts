/**
 * A chunk's root: graphql-js's parser on its own, loaded only for a text the app did not generate
 * (./documents.ts). Every generated operation is pre-parsed, so no page loads the parser.
 */
export { parse } from 'graphql';
