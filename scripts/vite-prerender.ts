import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';

/** The server entry the build renders pages with (its `renderPage(path, messages)`). */
const SERVER_ENTRY = 'src/prerender/render-page.tsx';
/** Where the server bundle is built: inside the project, so its bare imports (react…) resolve to node_modules. */
const SERVER_OUT_DIR = 'node_modules/.prerender';

type RenderPage = (pagePath: string, messages: Record<string, unknown>) => Promise<string>;

/** The class names used in `markup`. */
function classNamesIn(markup: string): Set<string> {
  return new Set([...markup.matchAll(/\bclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)));
}

/**
 * The CSS files of the build's chunks in the order the browser would add them:
 * dependencies before the chunks that import them (a page's own rules come
 * after those of the shared controls it restyles).
 */
function chunkStylesInOrder(manifest: Manifest): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported);
    for (const css of chunk.css ?? []) if (!files.includes(css)) files.push(css);
  };
  visit('index.html');
  return files;
}

/** Whether a stylesheet has a rule for one of `classNames` (CSS module names are unique per file). */
function styles(css: string, classNames: Set<string>): boolean {
  return [...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].some((match) => classNames.has(match[1]!));
}

/**
 * The page's HTML: index.html with the rendered markup in `#root` (marked with
 * the path and the year it was rendered for: the pages' footers show the year) and, instead of the render-blocking
 * stylesheet links, one inline `<style>` with the entry's CSS and every chunk
 * stylesheet the markup uses: the first paint waits for one response only.
 * The chunks' stylesheets still load, as before, when their chunks do.
 * `#root` is `inert` and `aria-busy` until src/main.tsx hands it over: before
 * React owns the markup a click would be dropped, typing lost and a form
 * submitted natively (a GET with the password in the URL); inert, it takes no
 * focus, click or key, and Playwright's actions wait for it.
 */
async function pageHtml(outDir: string, template: string, chunkStyles: string[], pagePath: string, markup: string): Promise<string> {
  const entryStyles = [...template.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)">/g)].map((match) => match[1]!);
  const used = classNamesIn(markup);
  const sheets: string[] = [];
  for (const file of entryStyles) sheets.push(await readFile(path.join(outDir, file), 'utf8'));
  for (const file of chunkStyles.filter((css) => !entryStyles.includes(css))) {
    const css = await readFile(path.join(outDir, file), 'utf8');
    if (styles(css, used)) sheets.push(css);
  }
  let inlined = false;
  const html = template
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, (link) => {
      if (inlined) return '';
      inlined = true;
      return link.replace(/<link[^>]*>/, `<style>${sheets.join('\n')}</style>`);
    })
    .replace(/<div id="root">[\s\S]*?<\/span><\/div><\/div>/, `<div id="root" inert aria-busy="true" data-prerendered="${pagePath}" data-prerendered-year="${new Date().getFullYear()}">${markup}</div>`);
  if (!html.includes('data-prerendered')) throw new Error('prerender: index.html has no #root with the boot spinner to replace');
  return html;
}

/**
 * Prerenders `pages` (public pages outside the shell) after the client build:
 * builds src/prerender/render-page.tsx for Node with the same config (same
 * CSS module names), renders each page in English with the built English
 * messages, and writes `<outDir>/<page>.html`, which `vite preview` and
 * scripts/serve-dist.mjs serve for `/<page>` (most static hosts do too). The
 * first paint then needs no JavaScript; src/main.tsx hydrates the markup, or
 * renders afresh when the visitor's first render would differ. The dev server
 * renders on the client only.
 */
export function prerenderPages(pages: readonly string[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-pages',
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      // After the other plugins' closeBundle: precompile-messages writes the messages rendered with.
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const manifestFile = path.join(outDir, '.vite/manifest.json');
        // Only the app's build (Storybook builds its own HTML through this config).
        if (!existsSync(manifestFile)) return;
        const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
        if (!manifest['index.html']?.isEntry) return;
        const serverOutDir = path.resolve(config.root, SERVER_OUT_DIR);
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: SERVER_ENTRY, outDir: serverOutDir, emptyOutDir: true, manifest: false, sourcemap: false },
        });
        try {
          const serverEntry = pathToFileURL(path.join(serverOutDir, `${path.basename(SERVER_ENTRY, '.tsx')}.js`));
          const { renderPage } = (await import(`${serverEntry.href}?${Date.now()}`)) as { renderPage: RenderPage };
          const messages = JSON.parse(await readFile(path.join(outDir, 'assets/i18n/en.json'), 'utf8')) as Record<string, unknown>;
          const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
          const chunkStyles = chunkStylesInOrder(manifest);
          for (const page of pages) {
            const html = await pageHtml(outDir, template, chunkStyles, page, await renderPage(page, messages));
            await writeFile(path.join(outDir, `${page.slice(1)}.html`), html);
          }
          config.logger.info(`prerendered ${pages.join(', ')}`);
        } finally {
          await rm(serverOutDir, { recursive: true, force: true });
        }
      },
    },
  };
}
