// Import benchmark: a course-history CSV is read and checked in the browser (a Web Worker)
// against the API-mode build and the HTTP mock server. Prints, as the median of 3 runs: the time
// from choosing the file to the preview on screen, the longest main-thread task meanwhile
// (PerformanceObserver 'longtask') and the page's largest JS heap meanwhile (Chrome's
// JSHeapUsedSize, sampled every 50 ms); then, once, the time to import every valid row in batches.
// Budgets: preview < 5000 ms for 100 000 rows, no task over 200 ms, heap under 100 MB.
// Usage: `npm run bench:import [-- --reuse] [-- --rows=N] [-- --invalid] [-- --cell-mb=M]`
// (--invalid: every row fails, the million-row case: `-- --rows=1000000 --invalid`; --cell-mb: one
// more row whose training code is M MB long, the huge-cell case: `-- --rows=1000 --cell-mb=50`).
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, signIn } from './page-weight.mjs';
import { startMode } from './perf-env.mjs';

const reuse = process.argv.includes('--reuse');
const rows = Number(process.argv.find((arg) => arg.startsWith('--rows='))?.slice('--rows='.length) ?? 100_000);
const invalid = process.argv.includes('--invalid');
const cellMb = Number(process.argv.find((arg) => arg.startsWith('--cell-mb='))?.slice('--cell-mb='.length) ?? 0);
const RUNS = 3;
const BUDGET = { previewMs: 5000 * Math.max(1, rows / 100_000), longestTaskMs: 200, heapMb: 100 };

/** A CSV of `count` completions of the demo data's employees, spread over the years before today. */
function csvOf(count) {
  const employees = Array.from({ length: 60 }, (_, index) => `EMP-${String(index + 1).padStart(5, '0')}`);
  const day = Date.UTC(2021, 0, 1);
  const lines = ['Employee code,Training code,Completed,Score'];
  for (let index = 0; index < count; index++) {
    // Every row a different record (employee × day), one in seven of an unknown training.
    const completed = new Date(day + (Math.floor(index / employees.length) % 1700) * 86_400_000).toISOString().slice(0, 10);
    if (invalid) lines.push(`${employees[index % employees.length]},NOPE-${index % 97},${completed}x,${index % 101}`);
    else lines.push(`${employees[index % employees.length]},${index % 7 === 0 ? 'NOPE-1' : 'FS-101'},${completed},${index % 101}`);
  }
  if (cellMb > 0) lines.push(`EMP-00001,${'X'.repeat(cellMb * 1_000_000)},2024-01-10,80`);
  return `${lines.join('\r\n')}\r\n`;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const env = await startMode('api', { reuse });
const browser = await launchBrowser();
// A file on disk, chosen as a user would: Playwright builds a file given as a buffer inside the page,
// on its main thread, which would count as the app's long task.
const file = join(tmpdir(), `import-bench-${rows}${invalid ? '-invalid' : ''}${cellMb ? `-cell-${cellMb}mb` : ''}.csv`);
await writeFile(file, csvOf(rows));
const results = [];
try {
  for (let run = 0; run < RUNS + (invalid ? 0 : 1); run++) {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      globalThis.__longTasks = [];
      new PerformanceObserver((list) =>
        globalThis.__longTasks.push(...list.getEntries().map((entry) => ({ start: entry.startTime, duration: entry.duration }))),
      ).observe({ type: 'longtask', buffered: true });
    });
    await signIn(page, env.baseUrl);
    await page.goto(`${env.baseUrl}/employee-course-history`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import training records' });
    await dialog.getByRole('button', { name: 'Choose file' }).waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const heap = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'JSHeapUsedSize').value;
    let largestHeap = await heap();
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        largestHeap = Math.max(largestHeap, await heap());
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const from = await page.evaluate(() => performance.now());
    const started = Date.now();
    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.getByRole('term').filter({ hasText: 'To add' }).waitFor({ timeout: 300_000 });
    const previewMs = Date.now() - started;
    // A moment more: drawing the preview happens after the term appears.
    await new Promise((resolve) => setTimeout(resolve, 500));
    sampling = false;
    await sampler;
    const heapMb = largestHeap / 1_000_000;
    if (run === 0) {
      const counts = await dialog.locator('dl').first().locator('> div').allInnerTexts();
      console.log(`preview: ${counts.map((text) => text.replace(/\s+/g, ' ')).join(', ')}`);
    }
    const longest = await page.evaluate(
      (since) => Math.max(0, ...globalThis.__longTasks.filter((task) => task.start >= since).map((task) => task.duration)),
      from,
    );
    if (run === RUNS && !invalid) {
      // Once: the import itself, every valid row in batches of 1000 through the gateway.
      const sending = Date.now();
      await dialog.getByRole('button', { name: /^Import [\d,]+ records$/ }).click();
      await dialog.getByRole('button', { name: 'Close' }).waitFor({ timeout: 600_000 });
      console.log(`import of the valid rows: ${Date.now() - sending} ms; ${await dialog.getByRole('status').textContent()}`);
    } else {
      results.push({ previewMs, longest, heapMb });
      console.log(`run ${run + 1}: preview ${previewMs} ms, longest main-thread task ${longest.toFixed(0)} ms, largest JS heap ${heapMb.toFixed(1)} MB`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await env.stop();
}
const previewMs = median(results.map((result) => result.previewMs));
const longest = Math.max(...results.map((result) => result.longest));
const heapMb = Math.max(...results.map((result) => result.heapMb));
console.log(
  `${rows}${invalid ? ' invalid' : ''} rows${cellMb ? ` and a ${cellMb} MB cell` : ''}: preview ${previewMs} ms (median of ${RUNS}, budget ${BUDGET.previewMs}), longest task ${longest.toFixed(0)} ms (budget ${BUDGET.longestTaskMs}), largest JS heap ${heapMb.toFixed(1)} MB (budget ${BUDGET.heapMb})`,
);
if (previewMs > BUDGET.previewMs || longest > BUDGET.longestTaskMs || heapMb > BUDGET.heapMb) process.exitCode = 1;
