// Measures what a page really loads in Chromium: JS and CSS bytes transferred
// (gzip, as served) and decoded, and the request count, until network idle,
// with a cold cache. Signed-in pages get a session signed in through the login
// form in another context, so nothing of the sign-in is in their cache.
import { get } from 'node:http';
import { get as getSecure } from 'node:https';
import { chromium } from '@playwright/test';
import { DEMO_USER } from './perf-pages.mjs';

export const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // serve-dist's HTTP/2 runs on a certificate it makes at start, which no browser can know.
  '--ignore-certificate-errors',
];

export async function launchBrowser() {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromeArgs });
}

/** Signs in through the login form in `page` (the session lives in the tab's sessionStorage). */
export async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/account-login`);
  await page.getByLabel('Username or email').fill(DEMO_USER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/account-login'), { timeout: 30_000 });
  // Let the landing page finish, so none of its requests is counted for the page measured next.
  await page.waitForLoadState('networkidle');
}

/** @returns the sessionStorage entries (token, current user) of a fresh sign-in, from a context of its own. */
export async function signedInSession(browser, baseUrl) {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  await signIn(page, baseUrl);
  const entries = await page.evaluate(() => Object.entries(sessionStorage));
  await context.close();
  return entries;
}

/** Runs in the page before its scripts: restores a signed-in tab's sessionStorage. */
export function restoreSession(entries) {
  for (const [key, value] of entries) sessionStorage.setItem(key, value);
}

/**
 * @returns `{ jsTransferred, jsDecoded, cssTransferred, cssDecoded, requests, files }` in bytes
 * for one cold load of `baseUrl + path`.
 */
export async function pageWeight(browser, baseUrl, { path, signedIn }) {
  const session = signedIn ? await signedInSession(browser, baseUrl) : null;
  // A new context starts with an empty HTTP cache; caching stays on, so a modulepreload satisfies the later import.
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  if (session) await context.addInitScript(restoreSession, session);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');

  const encoded = new Map();
  const types = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) =>
    types.set(requestId, { type, url: response.url, fromServiceWorker: response.fromServiceWorker }),
  );
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => encoded.set(requestId, encodedDataLength));
  cdp.on('Network.requestServedFromCache', ({ requestId }) => types.delete(requestId));
  const decoded = new Map();
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => decoded.set(requestId, (decoded.get(requestId) ?? 0) + dataLength));

  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const totals = { jsTransferred: 0, jsDecoded: 0, cssTransferred: 0, cssDecoded: 0, requests: 0, files: [] };
  for (const [id, { type, url, fromServiceWorker }] of types) {
    totals.requests += 1;
    const bytes = fromServiceWorker ? await networkBytes(url) : (encoded.get(id) ?? 0);
    const body = decoded.get(id) ?? 0;
    if (type === 'Script') {
      totals.jsTransferred += bytes;
      totals.jsDecoded += body;
      totals.files.push({ url: new URL(url).pathname, transferred: bytes, decoded: body });
    } else if (type === 'Stylesheet') {
      totals.cssTransferred += bytes;
      totals.cssDecoded += body;
    }
  }
  totals.files.sort((a, b) => b.transferred - a.transferred);
  await context.close();
  return totals;
}

/**
 * What a response the service worker served cost on the network, in bytes (gzip body and headers).
 * In demo mode MSW's worker fetches the app's own files itself, out of the page's sight: the page
 * sees them with 0 bytes transferred. Fetched again here as the browser would, gzip accepted.
 */
function networkBytes(url) {
  return new Promise((resolve, reject) => {
    const fetchOne = url.startsWith('https:') ? getSecure : get;
    fetchOne(url, { headers: { 'accept-encoding': 'gzip' }, rejectUnauthorized: false }, (response) => {
      let bytes = response.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0);
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}
