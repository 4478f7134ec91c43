// Codegen plugin: each operation of an output's documents as a pre-parsed AST,
// keyed by the text the client sends (the TypedDocumentString of ./graphql), so
// the gateway executes the app's own operations without parsing them, as a server
// with persisted queries would (src/api/gateway/documents.ts).
import { Kind, visit } from 'graphql';
import { astLiteral, header } from './ast-module.mjs';

/** Names of the fragments `node` spreads, directly or through other fragments, in first-use order. */
function spreadFragments(node, fragments, found = new Set()) {
  visit(node, {
    FragmentSpread(spread) {
      const name = spread.name.value;
      if (found.has(name)) return;
      found.add(name);
      spreadFragments(fragments.get(name), fragments, found);
    },
  });
  return found;
}

/**
 * @type {import('@graphql-codegen/plugin-helpers').PluginFunction<{ operationsOf?: string[] }>}
 * `operationsOf` (paths from the project root) limits the operations to those files' when the
 * output reads other files only for their fragments; their operations are in another output's map.
 */
export function plugin(_schema, documents, { operationsOf }) {
  const definitions = documents.flatMap((file) => file.document?.definitions ?? []);
  const fragments = new Map(
    definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION).map((fragment) => [fragment.name.value, fragment]),
  );
  const own = operationsOf ? documents.filter((file) => operationsOf.some((path) => file.location?.endsWith(path))) : documents;
  const operations = own.flatMap((file) => file.document?.definitions ?? []).filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  // The client preset names each operation's document `<Name>Document`; tsc fails on this import if that ever changes.
  const names = operations.map((operation) => `${operation.name.value}Document`);
  const entries = operations.map((operation, index) => {
    const used = [...spreadFragments(operation, fragments)].map((name) => fragments.get(name));
    return `  [${names[index]}.toString(), ${astLiteral({ kind: Kind.DOCUMENT, definitions: [operation, ...used] })}],`;
  });
  return `${header('scripts/codegen/document-asts.mjs')}import { ${names.join(', ')} } from './graphql';

/** Each operation of ./graphql by the text it sends, with the fragments it spreads. */
export const documentAsts = new Map<string, DocumentNode>([
${entries.join('\n')}
]);
`;
}
