// `npm run perf`: the performance benchmark of the production build.
// For each mode (API mode against the HTTP mock server, and demo mode with MSW)
// it builds (unless --reuse), serves the build gzip'd on 127.0.0.1 over HTTP/2 and TLS as
// deployed (--http1: over plain HTTP/1.1, as the figures before 2026-12-05 were), signs in
// where a page needs it, and reports per page: JS/CSS bytes transferred and
// decoded and request count (Chromium, cold cache, until network idle), and
// Lighthouse mobile performance, accessibility, LCP, TBT and CLS as the median
// of N runs, each in a fresh browser process with a fresh profile (as Lighthouse's
// CLI runs), beside Lighthouse's benchmarkIndex of the machine at that moment: a
// score depends on the machine's speed then, so compare figures of one sitting. Writes .perf/perf-<date>T<time>.json (one per run: a run of one mode or page
// does not overwrite the day's full one). Options: --runs N (3), --mode api|demo|both, --reuse,
// --page PATH (repeatable: only these pages).
import lighthouse from 'lighthouse';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { chromeArgs, launchBrowser, pageWeight, restoreSession, signedInSession } from './page-weight.mjs';
import { startMode } from './perf-env.mjs';
import { perfPages } from './perf-pages.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    mode: { type: 'string', default: 'both' },
    reuse: { type: 'boolean', default: false },
    page: { type: 'string', multiple: true },
    http1: { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(values.runs));
const pages = values.page ? perfPages.filter((target) => values.page.includes(target.path)) : perfPages;
if (!pages.length) throw new Error(`--page: none of ${values.page} is in scripts/perf-pages.mjs`);
const modeNames = values.mode === 'both' ? ['api', 'demo'] : [values.mode];
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * One Lighthouse mobile run in a browser process of its own with an empty profile (cold cache,
 * no warmed-up renderer), closed after. A signed-in page gets `session` (sessionStorage entries
 * of a sign-in made elsewhere) in its tab before navigation, after Lighthouse's storage reset.
 */
async function lighthouseRun(baseUrl, target, session) {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'perf-lighthouse-'));
  const browser = await puppeteer.launch({ executablePath, headless: true, args: chromeArgs, userDataDir });
  try {
    const page = await browser.newPage();
    if (target.signedIn) await page.evaluateOnNewDocument(restoreSession, session);
    const result = await lighthouse(
      `${baseUrl}${target.path}`,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      undefined,
      page,
    );
    const { lhr } = result;
    return {
      benchmarkIndex: lhr.environment.benchmarkIndex,
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      failedAccessibility: Object.values(lhr.audits)
        .filter((audit) => audit.score === 0 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id))
        .map(
          (audit) =>
            `${audit.id} (${(audit.details?.items ?? [])
              .map((item) => item.node?.selector ?? '?')
              .slice(0, 3)
              .join('; ')})`,
        ),
    };
  } finally {
    await browser.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

const report = { date: new Date().toISOString(), runs, machine: `${process.platform} ${process.arch}, node ${process.version}`, modes: {} };
for (const modeName of modeNames) {
  const env = await startMode(modeName, { reuse: values.reuse, http2: !values.http1 });
  const weightBrowser = await launchBrowser();
  const rows = [];
  try {
    for (const target of pages) {
      const weight = await pageWeight(weightBrowser, env.baseUrl, target);
      const samples = [];
      const session = target.signedIn ? await signedInSession(weightBrowser, env.baseUrl) : null;
      for (let run = 0; run < runs; run += 1) samples.push(await lighthouseRun(env.baseUrl, target, session));
      rows.push({
        page: target.path,
        signedIn: target.signedIn,
        budgetKb: target.budgetKb,
        jsTransferredKb: +(weight.jsTransferred / 1000).toFixed(1),
        jsDecodedKb: +(weight.jsDecoded / 1000).toFixed(1),
        cssTransferredKb: +(weight.cssTransferred / 1000).toFixed(1),
        cssDecodedKb: +(weight.cssDecoded / 1000).toFixed(1),
        requests: weight.requests,
        benchmarkIndex: Math.round(median(samples.map((sample) => sample.benchmarkIndex))),
        performance: median(samples.map((sample) => sample.performance)),
        accessibility: median(samples.map((sample) => sample.accessibility)),
        lcpMs: Math.round(median(samples.map((sample) => sample.lcpMs))),
        tbtMs: Math.round(median(samples.map((sample) => sample.tbtMs))),
        cls: +median(samples.map((sample) => sample.cls)).toFixed(3),
        failedAccessibility: [...new Set(samples.flatMap((sample) => sample.failedAccessibility))],
        files: weight.files.slice(0, 12),
      });
    }
  } finally {
    await weightBrowser.close();
    await env.stop();
  }
  report.modes[modeName] = rows;
  console.log(`\n${modeName === 'api' ? 'API mode (production configuration)' : 'Demo mode (MSW in the browser)'} — median of ${runs} run(s)`);
  console.table(
    rows.map((row) => ({
      page: row.page,
      'JS KB gz': row.jsTransferredKb,
      'JS KB': row.jsDecodedKb,
      'CSS KB gz': row.cssTransferredKb,
      'CSS KB': row.cssDecodedKb,
      requests: row.requests,
      perf: row.performance,
      a11y: row.accessibility,
      'LCP ms': row.lcpMs,
      'TBT ms': row.tbtMs,
      CLS: row.cls,
      benchmarkIndex: row.benchmarkIndex,
      budget: `${row.jsTransferredKb <= row.budgetKb ? 'ok' : 'OVER'} (${row.budgetKb})`,
    })),
  );
  for (const row of rows) if (row.failedAccessibility.length) console.log(`  ${row.page}: accessibility audits failed: ${row.failedAccessibility.join(', ')}`);
}
mkdirSync('.perf', { recursive: true });
const file = `.perf/perf-${report.date.slice(0, 19).replaceAll(':', '-')}.json`;
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nwritten ${file}`);
