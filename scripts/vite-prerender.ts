import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import type { Messages } from '../src/i18n/messages';
import type * as ServerEntry from '../src/boot/render-page';
import { FRAME_STYLE, PRERENDER_MARKS } from '../src/boot/markers.js';

/** The server entry the build renders pages with (its `renderPage(path, messages)`). */
const SERVER_ENTRY = 'src/boot/render-page.tsx';
/** Where the server bundle is built: inside the project, so its bare imports (react…) resolve to node_modules. */
const SERVER_OUT_DIR = 'node_modules/.prerender';

/** index.html's `#root` with its boot loader (group 1), which a frame's page keeps for visitors the frame is not for. */
const ROOT_WITH_BOOT_LOADER = /<div id="root">(<div class="boot"[\s\S]*?<\/span><\/div>)<\/div>/;

/** `text` for a double-quoted attribute value. */
function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

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
 * The page's HTML: index.html with the rendered markup in `#root` and, instead of the render-blocking
 * stylesheet links, one inline `<style>` with the entry's CSS and every chunk
 * stylesheet the markup uses: the first paint waits for one response only.
 * The chunks' stylesheets still load, as before, when their chunks do.
 * `#root` is marked (src/boot/markers.ts) with what it holds (a page to hydrate, or a shell page's
 * frame) and the first-render key it was rendered for (src/boot/first-render.ts), which src/boot/main.tsx
 * compares with the visitor's before it hydrates; a frame comes with the gate that decides by the same
 * rule, before the first paint, whether it shows or the boot loader beside it (src/boot/frame-gate.ts).
 * `#root` is `inert` and `aria-busy` until src/boot/main.tsx hands it over: before
 * React owns the markup a click would be dropped, typing lost and a form
 * submitted natively (a GET with the password in the URL); inert, it takes no
 * focus, click or key, and Playwright's actions wait for it.
 */
async function pageHtml(outDir: string, template: string, chunkStyles: string[], page: ServerEntry.RenderedPage): Promise<string> {
  const entryStyles = [...template.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)">/g)].map((match) => match[1]!);
  const used = classNamesIn(page.markup);
  const sheets: string[] = [];
  for (const file of entryStyles) sheets.push(await readFile(path.join(outDir, file), 'utf8'));
  for (const file of chunkStyles.filter((css) => !entryStyles.includes(css))) {
    const css = await readFile(path.join(outDir, file), 'utf8');
    if (styles(css, used)) sheets.push(css);
  }
  if (page.frameGate) sheets.push(FRAME_STYLE);
  const served = ROOT_WITH_BOOT_LOADER.exec(template);
  if (!served) throw new Error('prerender: index.html has no #root with the boot loader to replace');
  const [servedRoot, bootLoader] = served;
  const marks = `${PRERENDER_MARKS.kind}="${page.kind}" ${PRERENDER_MARKS.key}="${escapeAttribute(JSON.stringify(page.key))}"`;
  const root =
    page.kind === 'frame'
      ? `<div id="root" inert aria-busy="true" ${marks}>${bootLoader}<div class="${PRERENDER_MARKS.frame}">${page.markup}</div></div>`
      : `<div id="root" inert aria-busy="true" ${marks}>${page.markup}</div>`;
  let inlined = false;
  return template
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, (link) => {
      if (inlined) return '';
      inlined = true;
      return link.replace(/<link[^>]*>/, `<style>${sheets.join('\n')}</style>`);
    })
    .replace('</head>', page.frameGate ? `<script>${page.frameGate}</script></head>` : '</head>')
    .replace(servedRoot, () => root);
}

/**
 * Prerenders `pages` after the client build: builds src/boot/render-page.tsx
 * for Node with the same config (same CSS module names), renders each page
 * in English with the built English messages (a shell page as its frame), and
 * writes `<outDir>/<page>.html` (`/` is index.html), which `vite preview` and
 * scripts/serve-dist.mjs serve for `/<page>` (most static hosts do too). The
 * first paint then needs no JavaScript; src/boot/main.tsx hydrates the markup of a
 * page outside the shell, or renders afresh when the visitor's first render
 * would differ, and replaces a frame. The dev server renders on the client only.
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
        // A directory of its own per build: Node caches a module by its URL, and the page chunks import
        // the entry by its plain URL (a query string on the entry's would load a second copy of it).
        const serverOutDir = path.resolve(config.root, SERVER_OUT_DIR, String(Date.now()));
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: SERVER_ENTRY, outDir: serverOutDir, emptyOutDir: true, manifest: false, sourcemap: false },
        });
        try {
          const serverEntry = pathToFileURL(path.join(serverOutDir, `${path.basename(SERVER_ENTRY, '.tsx')}.js`));
          const { renderPage } = (await import(serverEntry.href)) as typeof ServerEntry;
          const messages = JSON.parse(await readFile(path.join(outDir, 'assets/i18n/en.json'), 'utf8')) as Messages;
          const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
          const chunkStyles = chunkStylesInOrder(manifest);
          for (const page of pages) {
            const html = await pageHtml(outDir, template, chunkStyles, await renderPage(page, messages));
            // `/` is index.html, which hosts serve for every path without a page of its own, too.
            await writeFile(path.join(outDir, `${page === '/' ? 'index' : page.slice(1)}.html`), html);
          }
          config.logger.info(`prerendered ${pages.join(', ')}`);
        } finally {
          await rm(serverOutDir, { recursive: true, force: true });
        }
      },
    },
  };
}
