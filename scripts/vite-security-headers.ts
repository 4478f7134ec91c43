import { existsSync, statSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Goober from 'goober';
import { loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import { SILENT_CALLBACK_PATH } from '../src/api/oidc/paths.js';
import { contentSecurityPolicy, headerRules, headersFile, headersFor, isNotServed, NOT_SERVED, notServedHeaders, type HeaderRule } from './security-headers.js';

/** Where the build leaves the rules for `vite preview` (beside Vite's manifest). */
const RULES_FILE = '.vite/security-headers.json';

/**
 * The CSS notistack's styles make: goober writes them into a `<style id="_goober">` at run time,
 * which a policy without 'unsafe-inline' blocks. goober's server-rendering path is used instead
 * (goober's documented server-side rendering): the page carries that style element with the CSS already in it, goober finds it
 * (`window._goober`) and, with every rule present, writes nothing. notistack makes all its
 * styles when its module is evaluated, so requiring it in Node yields all of them, once: goober's
 * `extractCss` empties its sheet and Node keeps the module, so a second call would give an empty style,
 * which the dev server (one process, a page a request) served from its second page on, and notistack
 * then drew no toast. The first answer is kept for the process.
 */
const notistackCss = (() => {
  let css: string | undefined;
  return (root: string): string => {
    if (css === undefined) {
      const require = createRequire(path.join(root, 'package.json'));
      require('notistack');
      const { extractCss } = require('goober') as typeof Goober;
      css = extractCss();
    }
    return css;
  };
})();

/**
 * react-aria's usePress adds a `<style id="react-aria-pressable-style">` (touch-action for its pressable
 * elements, so a tap is not held back for a double-tap zoom) unless the document has one, and the policy
 * would block it (react-aria's own answer is a per-response nonce, which a static host cannot give). The
 * page carries the same rule under that id instead. Should an upgrade rename it, react-aria adds its own
 * again and every e2e test fails on the violation (tests/e2e/test.ts), so this cannot break silently.
 */
const PRESSABLE_STYLE = { id: 'react-aria-pressable-style', css: '@layer{[data-react-aria-pressable]{touch-action:pan-x pan-y pinch-zoom}}' };

/** The origin of `url` when it is absolute (the API, the error report endpoint), else none: a path is the app's own origin. */
function originOf(url: string | undefined): string[] {
  if (!url || !/^https?:\/\//.test(url)) return [];
  return [new URL(url).origin];
}

/** The text inside each `<tag>` of `html` that has no attributes but an id (inline blocks; `<script src>` has none). */
function inlineBlocks(html: string, tag: 'script' | 'style'): string[] {
  return [...html.matchAll(new RegExp(`<${tag}(?: id="[^"]*")?>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => match[1]!);
}

/**
 * Serves the build under a strict Content-Security-Policy (no 'unsafe-inline'): puts the styles that
 * notistack and react-aria would add at run time in the page (see `notistackCss`, `PRESSABLE_STYLE`);
 * after the build and the prerender, hashes every inline `<script>` and `<style>` of the written
 * pages into one policy and writes it, with the other
 * security and cache headers, as `<outDir>/_headers` (Cloudflare Pages / Netlify) and as the rules
 * `vite preview` applies to each response. `VITE_API_URL` and `VITE_ERROR_REPORT_URL`, when on
 * another origin, are allowed in `connect-src`, and in oidc mode the provider's (`VITE_OIDC_AUTHORITY`:
 * discovery, token, userinfo and revocation are fetched) with `VITE_OIDC_EXTRA_ORIGINS` (comma-separated,
 * for a provider whose endpoints are on other hosts), which the pages may also frame for a silent
 * sign-in that comes back to `/auth/silent-callback`, the one page the app may frame. The dev server sends no policy (Vite's client is inline).
 */
export function securityHeaders(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'security-headers',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'style', attrs: { id: PRESSABLE_STYLE.id }, children: PRESSABLE_STYLE.css, injectTo: 'head' },
        { tag: 'style', attrs: { id: '_goober' }, children: notistackCss(config.root), injectTo: 'head' },
      ],
    },
    closeBundle: {
      // After prerender-pages (also 'post' and sequential, and before this plugin in the list).
      order: 'post',
      sequential: true,
      async handler() {
        if (config.command !== 'build' || config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        // Only the app's build: Storybook builds its own HTML through this config, with no manifest.
        if (!existsSync(path.join(outDir, '.vite/manifest.json'))) return;
        const pages = (await readdir(outDir)).filter((file) => file.endsWith('.html'));
        if (!pages.includes('index.html')) return;
        const html = await Promise.all(pages.map((file) => readFile(path.join(outDir, file), 'utf8')));
        const env = loadEnv(config.mode, config.envDir || config.root, 'VITE_');
        // The provider's origin, and any other its discovery names (Cognito's hosted UI, Google's token host).
        const extra = (env.VITE_OIDC_EXTRA_ORIGINS ?? '')
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
          .flatMap(originOf);
        const provider = env.VITE_AUTH_MODE === 'oidc' ? [...originOf(env.VITE_OIDC_AUTHORITY), ...extra] : [];
        const policy = contentSecurityPolicy({
          inlineScripts: html.flatMap((page) => inlineBlocks(page, 'script')),
          inlineStyles: html.flatMap((page) => inlineBlocks(page, 'style')),
          connectOrigins: [...originOf(env.VITE_API_URL), ...originOf(env.VITE_ERROR_REPORT_URL), ...provider],
          frameOrigins: provider,
        });
        const rules = headerRules(policy, provider.length > 0 ? [SILENT_CALLBACK_PATH] : []);
        await writeFile(path.join(outDir, '_headers'), headersFile(rules));
        await writeFile(path.join(outDir, RULES_FILE), JSON.stringify(rules, null, 2));
      },
    },
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      const rules = readFile(path.join(outDir, RULES_FILE), 'utf8').then(
        (text) => JSON.parse(text) as HeaderRule[],
        () => [] as HeaderRule[],
      );
      const isFile = (relativePath: string) => statSync(path.join(outDir, relativePath), { throwIfNoEntry: false })?.isFile() ?? false;
      server.middlewares.use((request, response, next) => {
        void rules.then((loaded) => {
          const pathname = new URL(request.url ?? '/', 'http://preview').pathname;
          if (isNotServed(pathname, isFile)) {
            response.writeHead(NOT_SERVED.status, notServedHeaders(loaded)).end(NOT_SERVED.body);
            return;
          }
          for (const [name, value] of Object.entries(headersFor(loaded, pathname))) response.setHeader(name, value);
          next();
        });
      });
    },
  };
}
