import { readFileSync } from 'node:fs';
import { buildSchema, introspectionFromSchema, lexicographicSortSchema, parse, print, validateSchema, type DocumentNode } from 'graphql';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as documents from '../../src/api/generated/graphql';
import * as trainingDocuments from '../../src/api/generated/training/graphql';
import { executeOperation } from '../../src/api/gateway/execute';
import { gatewaySchema } from '../../src/api/generated/gateway-schema';
import { signInWithToken } from '../session';
import { appListRows } from '../../mocks/fixtures/app-lists';
import { DEMO_USER } from '../../mocks/fixtures/users';
import { issueToken } from '../../mocks/jwt';
import { installMemoryStorage } from '../storage';

// The lazy parser, watched: the app's own documents must execute without it.
const parser = vi.hoisted(() => ({ parse: vi.fn() }));
vi.mock('../../src/api/gateway/graphql-parse.chunk', async () => {
  const graphql = await import('graphql');
  parser.parse.mockImplementation(graphql.parse);
  return parser;
});

/** Every operation document of both codegen outputs, by export name. */
const operationDocuments = Object.entries({ ...documents, ...trainingDocuments }).filter(([name]) => name.endsWith('Document'));

/** A document's definitions printed and sorted: the same operation whatever order its fragments come in. */
function definitions(document: DocumentNode): string[] {
  return document.definitions.map((definition) => print(definition)).sort();
}

beforeAll(() => installMemoryStorage());
beforeEach(async () => {
  parser.parse.mockClear();
  signInWithToken(await issueToken(DEMO_USER));
});

describe('the gateway schema built from the codegen AST', () => {
  it('is the schema of src/api/schema.graphql, descriptions aside', () => {
    const fromSdl = buildSchema(readFileSync('src/api/schema.graphql', 'utf8'));
    const shape = (schema: typeof gatewaySchema) => introspectionFromSchema(lexicographicSortSchema(schema), { descriptions: false });
    expect(validateSchema(gatewaySchema)).toEqual([]);
    expect(shape(gatewaySchema)).toEqual(shape(fromSdl));
  });
});

describe('pre-parsed operation documents', () => {
  it('covers operations of both outputs', () => {
    expect(operationDocuments.map(([name]) => name)).toEqual(expect.arrayContaining(['LoginDocument', 'AppListDocument', 'EmployeeRowsDocument']));
  });

  it.each(operationDocuments)('%s executes from its AST without loading the parser', async (_name, document) => {
    await executeOperation({ query: document.toString() });
    expect(parser.parse).not.toHaveBeenCalled();
  });

  it.each(operationDocuments)('the AST of %s is its text parsed', async (_name, document) => {
    const { documentFor } = await import('../../src/api/gateway/documents');
    expect(definitions(await documentFor(document.toString()))).toEqual(definitions(parse(document.toString())));
  });

  it('answers an app operation as before', async () => {
    const result = await executeOperation({ query: documents.AppListDocument.toString(), variables: { list: 'notes' } });
    expect(result).toEqual({ data: { appList: appListRows.notes } });
  });
});

describe('any other text', () => {
  it('is parsed by the lazily loaded parser', async () => {
    await expect(executeOperation({ query: '{ __typename }' })).resolves.toEqual({ data: { __typename: 'Query' } });
    expect(parser.parse).toHaveBeenCalledTimes(1);
  });

  it('that is not GraphQL is a syntax error in the result', async () => {
    const result = await executeOperation({ query: '{ currentUser' });
    expect(result.errors?.[0]?.message).toMatch(/^Syntax Error/);
  });
});
