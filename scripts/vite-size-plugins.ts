import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { isLanguageCode, languages } from '../src/i18n/languages.js';

/**
 * graphql-request imports graphql-js's `parse` and `print`, for DocumentNodes and to read a
 * text's operation name. The app sends text and turns the name off (src/api/client.ts), so the
 * build resolves graphql-request's `graphql` to src/api/gateway/graphql-request-graphql.ts, which
 * has neither: with the gateway's pre-parsed documents (src/api/gateway/documents.ts) no page
 * ships the parser. Dev and Vitest keep graphql-request as published.
 */
export function graphqlRequestWithoutParser(): Plugin {
  let standIn = '';
  return {
    name: 'graphql-request-without-parser',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      standIn = path.resolve(config.root, 'src/api/gateway/graphql-request-graphql.ts');
    },
    resolveId(source, importer) {
      return source === 'graphql' && importer && /\/node_modules\/graphql-request\//.test(importer) ? standIn : null;
    },
  };
}

/** Where the message files live, in public/ and in the build (§7: GET /assets/i18n/{language}.json). */
const MESSAGES_DIR = 'assets/i18n';

/**
 * react-intl parses every ICU message in the browser unless it gets them
 * precompiled (formatjs "Pre-compile messages to AST"). The production build
 * rewrites each `/assets/i18n/{code}.json` it copied from public/ into the
 * same messages as react-intl's AST, at the same URL, and resolves the parser
 * package to its `no-parser` build, so the app ships no ICU parser. Dev,
 * Storybook (it drops this plugin) and Vitest keep the plain JSON and the parser.
 */
export function precompileMessages(): Plugin {
  let outDir = '';
  let publicDir = '';
  return {
    name: 'precompile-messages',
    apply: 'build',
    config: () => ({
      resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] },
    }),
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      publicDir = config.publicDir;
    },
    async closeBundle() {
      const source = path.join(publicDir, MESSAGES_DIR);
      for (const file of await readdir(source)) {
        const code = file.replace(/\.json$/, '');
        if (!isLanguageCode(code)) continue;
        const messages = JSON.parse(await readFile(path.join(source, file), 'utf8')) as Record<string, string>;
        // The locale only picks the hour cycle of time skeletons, as the runtime parser would.
        const locale = new Intl.Locale(languages[code].tag);
        const compiled = Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, parseMessage(message, { locale })]));
        await writeFile(path.join(outDir, MESSAGES_DIR, file), JSON.stringify(compiled));
      }
    },
  };
}
