import { createHash } from 'node:crypto';

/** The headers of the responses whose path matches `path` (`/*` every path, `/assets/*` those under /assets/). */
export interface HeaderRule {
  path: string;
  /** Headers set by an earlier rule that this one takes away before it sets its own. */
  detach?: readonly string[];
  headers: Readonly<Record<string, string>>;
}

/** What the policy allows beyond the build's own files: the inline blocks' hashes and the origins the app calls. */
export interface PolicySources {
  /** The text of each inline `<script>` of the pages. */
  inlineScripts: readonly string[];
  /** The text of each `<style>` element of the pages. */
  inlineStyles: readonly string[];
  /** Origins `fetch`/`sendBeacon` may reach besides the app's own (the API, the error report endpoint). */
  connectOrigins: readonly string[];
  /** Origins the pages may frame besides their own (oidc mode: the provider, for a silent sign-in); none by default. */
  frameOrigins?: readonly string[];
}

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The Content-Security-Policy the build is served with: nothing inline runs or
 * applies but the blocks the build wrote (by their hashes, in the order first met), no
 * `unsafe-inline`, no other origin but `connectOrigins`.
 */
export function contentSecurityPolicy({ inlineScripts, inlineStyles, connectOrigins, frameOrigins = [] }: PolicySources): string {
  const hashes = (texts: readonly string[]) => [...new Set(texts.map(sha256))];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes(inlineScripts)].join(' '),
    ["style-src 'self'", ...hashes(inlineStyles)].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...new Set(connectOrigins)].join(' '),
    "worker-src 'self'",
    ...(frameOrigins.length > 0 ? [["frame-src 'self'", ...new Set(frameOrigins)].join(' ')] : []),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The headers that mean something for a document only: sent with a script they would be bytes on every request (the budgets count them). */
const DOCUMENT_HEADERS = ['Content-Security-Policy', 'Referrer-Policy', 'Permissions-Policy'];

/**
 * The rules a host applies, in order (a later rule's header replaces an earlier one's after
 * `detach`): a page (any path: the app answers every one) gets the policy and the other security
 * headers and is revalidated; the files under /assets/ keep `nosniff` only, the content-hashed ones
 * cached for a year, the message files (not hashed) revalidated. The `framedPaths` (oidc mode: the
 * silent sign-in's callback, which the app frames itself) may be framed by the app's own pages.
 */
export function headerRules(policy: string, framedPaths: readonly string[] = []): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': policy,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
        'Cache-Control': 'no-cache',
      },
    },
    { path: '/assets/*', detach: [...DOCUMENT_HEADERS, 'Cache-Control'], headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    { path: '/assets/i18n/*', detach: ['Cache-Control'], headers: { 'Cache-Control': 'no-cache' } },
    ...framedPaths.map((path) => ({
      path,
      detach: ['Content-Security-Policy'],
      headers: { 'Content-Security-Policy': policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'") },
    })),
  ];
}

/**
 * The answer to a path the servers do not serve: a 404 that nothing keeps, never index.html. Under
 * /assets/, a path that names no file (a chunk of another deployment, one not yet copied during a
 * deploy, the folder itself): answered with the app's page, the long cache of /assets/ would keep that
 * page in place of the chunk for a year, and the browser would stay broken after the file arrived.
 * Elsewhere, the build's own files for its servers (`isInternalPath`).
 */
export const NOT_SERVED = {
  status: 404,
  headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  body: 'Not found\n',
} as const;

/** `pathname` as the file name it stands for; one that is not valid percent-encoding as it is. */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Whether `pathname` is one of the build's files under /assets/, which are never answered with the app's page. */
function isAssetPath(pathname: string): boolean {
  return pathname.startsWith('/assets/');
}

/** Whether `pathname` names a file the build writes for its servers, not its visitors: Vite's manifest, the header rules (`.vite/`, `_headers`). */
function isInternalPath(pathname: string): boolean {
  return /^\/+(\.vite(\/|$)|_headers$)/.test(decodedPath(pathname));
}

/**
 * Whether a server answers `pathname` with `NOT_SERVED`: an internal file, or a path under /assets/
 * for which `isFile` (given the decoded path relative to the build's folder) finds no file.
 */
export function isNotServed(pathname: string, isFile: (relativePath: string) => boolean): boolean {
  return isInternalPath(pathname) || (isAssetPath(pathname) && !isFile(decodedPath(pathname).replace(/^\/+/, '')));
}

/** The headers of a `NOT_SERVED` answer: a page's security headers (it could be opened as one), then its own. */
export function notServedHeaders(rules: readonly HeaderRule[]): Record<string, string> {
  return { ...headersFor(rules, '/'), ...NOT_SERVED.headers };
}

/** Whether `pathname` matches a rule's path: exact, or a prefix ending in `/*`. */
function matches(rulePath: string, pathname: string): boolean {
  return rulePath.endsWith('/*') ? pathname.startsWith(rulePath.slice(0, -1)) : pathname === rulePath;
}

/** The headers `rules` give the response for `pathname` (what `npm run preview` sends). */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules.filter((candidate) => matches(candidate.path, pathname))) {
    for (const name of rule.detach ?? []) delete headers[name];
    Object.assign(headers, rule.headers);
  }
  return headers;
}

/** The rules as a Cloudflare Pages / Netlify-style `_headers` file (`! Name` detaches a header set by an earlier rule). */
export function headersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map((rule) =>
      [rule.path, ...(rule.detach ?? []).map((name) => `  ! ${name}`), ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join(
        '\n',
      ),
    )
    .join('\n')
    .concat('\n');
}
