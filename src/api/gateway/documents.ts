import type { DocumentNode } from 'graphql';
import { documentAsts } from '../generated/document-asts';
import { documentAsts as trainingDocumentAsts } from '../generated/training/document-asts';

/**
 * The AST of a posted operation. The app's own operations (every document codegen wrote)
 * arrive pre-parsed, as persisted queries would; any other text (tests send some) loads
 * graphql-js's parser on first use, so the app's pages never download it (the byte budgets).
 * @throws GraphQLError when such a text is not valid GraphQL.
 */
export async function documentFor(text: string): Promise<DocumentNode> {
  const known = documentAsts.get(text) ?? trainingDocumentAsts.get(text);
  if (known) return known;
  const { parse } = await import('./graphql-parse.chunk');
  return parse(text);
}
