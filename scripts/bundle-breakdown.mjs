// What each library contributes to a page: the page's loaded chunks, split by
// their source maps (source-map-explorer) into packages. A chunk's gzip bytes
// are shared among its sources in proportion to their minified bytes, since
// gzip cannot be attributed exactly inside one stream.
import path from 'node:path';
import { explore } from 'source-map-explorer';

/** `node_modules/@scope/name/...` → `@scope/name`; our sources → `app: <top folder>`. */
function owner(source) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  const own = /(?:^|\/)(src|mocks)\/([^/]+)/.exec(source);
  return own ? `app: ${own[1]}/${own[2].replace(/\.[^.]+$/, '')}` : 'app: other';
}

/**
 * @param outDir the build folder whose `assets/*.js.map` (hidden source maps) sit beside the chunks
 * @param files `{ url, transferred }` of the page's JS, transferred bytes as served (gzip)
 * @returns `[{ name, kb }]`, gzip KB per library (1 KB = 1000 bytes), biggest first
 */
export async function breakdown(outDir, files) {
  const totals = new Map();
  for (const file of files) {
    const chunk = path.join(outDir, file.url);
    let result;
    try {
      result = await explore({ code: chunk, map: `${chunk}.map` }, { noBorderChecks: true });
    } catch {
      totals.set('(no source map)', (totals.get('(no source map)') ?? 0) + file.transferred);
      continue;
    }
    const [bundle] = result.bundles;
    const mapped = Object.entries(bundle.files).filter(([source]) => !source.startsWith('['));
    const raw = mapped.reduce((sum, [, { size }]) => sum + size, 0) || 1;
    for (const [source, { size }] of mapped) {
      const name = owner(source);
      totals.set(name, (totals.get(name) ?? 0) + (file.transferred * size) / raw);
    }
  }
  return [...totals].map(([name, bytes]) => ({ name, kb: bytes / 1000 })).sort((a, b) => b.kb - a.kb);
}
