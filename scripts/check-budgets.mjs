// CI byte budgets: builds API mode, serves it gzip'd beside the HTTP mock
// server, loads every budgeted page in Chromium and fails when a page's JS
// (gzip, transferred until network idle) exceeds its budget. Bytes are
// deterministic; timings are left to `npm run perf`.
import { launchBrowser, pageWeight } from './page-weight.mjs';
import { startMode } from './perf-env.mjs';
import { perfPages } from './perf-pages.mjs';

const reuse = process.argv.includes('--reuse');
const env = await startMode('api', { reuse });
const browser = await launchBrowser();
let failed = 0;
try {
  console.log('page               JS gzip KB   budget KB   status');
  for (const page of perfPages) {
    const weight = await pageWeight(browser, env.baseUrl, page);
    const kb = weight.jsTransferred / 1000;
    const ok = kb <= page.budgetKb;
    if (!ok) failed += 1;
    console.log(`${page.path.padEnd(18)} ${kb.toFixed(1).padStart(10)} ${String(page.budgetKb).padStart(11)}   ${ok ? 'ok' : 'OVER'}`);
    if (!ok) for (const file of weight.files.slice(0, 8)) console.log(`    ${(file.transferred / 1000).toFixed(1).padStart(7)} KB  ${file.url}`);
  }
} finally {
  await browser.close();
  await env.stop();
}
if (failed) {
  console.error(`${failed} page(s) over budget`);
  process.exit(1);
}
console.log('all pages within budget');
