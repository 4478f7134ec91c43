// CI byte budgets: builds API mode, serves it gzip'd beside the HTTP mock
// server, loads every budgeted page in Chromium and fails when a page's JS
// (gzip, transferred until network idle) exceeds its budget, or its ceiling
// while it is still above budget; the requests are reported (served over
// HTTP/2 in production, a page's files share one connection). Bytes and requests are
// deterministic; timings are left to `npm run perf`. `--breakdown` also prints
// what each library contributes to each page and writes .perf/size.json.
import { mkdir, writeFile } from 'node:fs/promises';
import { breakdown } from './bundle-breakdown.mjs';
import { launchBrowser, pageWeight } from './page-weight.mjs';
import { startMode } from './perf-env.mjs';
import { perfPages } from './perf-pages.mjs';

const reuse = process.argv.includes('--reuse');
const explain = process.argv.includes('--breakdown');
const env = await startMode('api', { reuse });
const browser = await launchBrowser();
const report = [];
let failed = 0;
try {
  console.log('page               JS gzip KB   budget KB  ceiling KB   requests   status');
  for (const page of perfPages) {
    const weight = await pageWeight(browser, env.baseUrl, page);
    const kb = weight.jsTransferred / 1000;
    const limit = page.ceilingKb ?? page.budgetKb;
    const status = kb <= page.budgetKb ? 'ok' : kb <= limit ? 'over budget, under ceiling' : 'OVER';
    if (kb > limit) failed += 1;
    const requests = String(weight.requests);
    console.log(
      `${page.path.padEnd(18)} ${kb.toFixed(1).padStart(10)} ${String(page.budgetKb).padStart(11)} ${String(page.ceilingKb ?? '-').padStart(11)} ${requests.padStart(10)}   ${status}`,
    );
    const libraries = explain || kb > limit ? await breakdown(env.outDir, weight.files) : [];
    for (const library of libraries.filter((entry) => entry.kb >= 0.5)) console.log(`    ${library.kb.toFixed(1).padStart(7)} KB  ${library.name}`);
    report.push({
      path: page.path,
      jsKb: Number(kb.toFixed(1)),
      budgetKb: page.budgetKb,
      ceilingKb: page.ceilingKb ?? null,
      requests: weight.requests,
      libraries: libraries.map(({ name, kb: size }) => ({ name, kb: Number(size.toFixed(1)) })),
    });
  }
} finally {
  await browser.close();
  await env.stop();
}
if (explain) {
  await mkdir('.perf', { recursive: true });
  await writeFile('.perf/size.json', `${JSON.stringify({ date: new Date().toISOString(), pages: report }, null, 2)}\n`);
}
if (failed) {
  console.error(`${failed} page(s) grew past what CI allows`);
  process.exit(1);
}
console.log('no page grew past what CI allows');
