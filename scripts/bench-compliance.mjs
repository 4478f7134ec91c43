// Browser benchmark of the compliance matrix on the `large` scenario (10 000 employees, 200
// trainings, 50 and more of them required): the first screen after navigating to /compliance, the
// longest main-thread task while scrolling to the last row and the last column, and the JS heap.
// Timings only, it asserts nothing (not a timed test); docs/performance.md "Measurements" has the figures.
//
//   npm run bench:compliance       (BENCH_PORT=4304, BENCH_RUNS=5, BENCH_REUSE=1 to skip the build)
//
// Builds the demo (fake backend in the browser) into dist-perf-demo unless BENCH_REUSE, serves it,
// signs in and loads the large data once. Each run goes Dashboard → Compliance through the sidebar
// (the data stays in memory) and measures in the page from the click to the grid's first row drawn
// with nothing busy; then, at 100 rows a page, scrolls the grid down to its last row and across to its
// last column a screen at a time, with a PerformanceObserver collecting every long task (over 50 ms).
/* global window, document, MutationObserver, requestAnimationFrame -- the functions passed to page.evaluate run in the page */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { launchBrowser, signIn } from './page-weight.mjs';
import { serveDist } from './serve-dist.mjs';

const port = Number(process.env.BENCH_PORT ?? 4304);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const outDir = 'dist-perf-demo';
const base = `http://127.0.0.1:${port}`;

if (!process.env.BENCH_REUSE || !existsSync(`${outDir}/index.html`)) {
  await new Promise((resolve, reject) =>
    spawn('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: { ...process.env, VITE_AUTH_MODE: 'fakebackend' },
    }).on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build exited ${code}`)))),
  );
}
const server = await serveDist(outDir, port);
const browser = await launchBrowser();

/** Watches, in the page, for the grid's first row with nothing busy; records when it came. */
function watchFirstScreen() {
  window.__firstScreen = undefined;
  window.__clicked = performance.now();
  const observer = new MutationObserver(() => {
    if (document.querySelector('[role=grid] [role=row][aria-rowindex="2"]') && !document.querySelector('main [aria-busy="true"]')) {
      window.__firstScreen = performance.now() - window.__clicked;
      observer.disconnect();
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
}

/** Scrolls the grid to its last row, then to its last column, a screen at a time (two frames a step); @returns the long tasks seen, in ms. */
function scrollToTheEnds() {
  return new Promise((resolve) => {
    const tasks = [];
    const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries().map((entry) => entry.duration)));
    observer.observe({ type: 'longtask' });
    const scroller = document.querySelector('[role=grid]').parentElement;
    const frames = () => new Promise((next) => requestAnimationFrame(() => requestAnimationFrame(next)));
    (async () => {
      while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
        scroller.scrollTop += scroller.clientHeight;
        await frames();
      }
      while (Math.abs(scroller.scrollLeft) + scroller.clientWidth < scroller.scrollWidth - 1) {
        scroller.scrollLeft += scroller.clientWidth;
        await frames();
      }
      await frames();
      observer.disconnect();
      resolve(tasks);
    })();
  });
}

try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, base);
  const started = Date.now();
  await page.goto(`${base}/employees?scenario=large`);
  await page.getByText(/^Showing 1–10 of 10,000$/).waitFor({ timeout: 120_000 });
  const firstLoad = Date.now() - started;
  const firstScreens = [];
  for (let run = 0; run < runs; run++) {
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('region', { name: 'Key figures' }).getByText(/\d/).first().waitFor();
    await page.evaluate(watchFirstScreen);
    await page.getByRole('link', { name: 'Compliance', exact: true }).click();
    await page.waitForFunction(() => window.__firstScreen !== undefined, undefined, { timeout: 30_000 });
    firstScreens.push(await page.evaluate(() => window.__firstScreen));
  }
  firstScreens.sort((a, b) => a - b);
  // The biggest page the pager offers, so the scroll covers the most rows the grid holds at once.
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('100');
  await page.waitForFunction(() => document.querySelectorAll('[role=grid] [role=row]').length > 1 && !document.querySelector('main [aria-busy="true"]'));
  const size = await page.evaluate(() => {
    const grid = document.querySelector('[role=grid]');
    return { rows: grid.getAttribute('aria-rowcount'), columns: grid.getAttribute('aria-colcount') };
  });
  const tasks = await page.evaluate(scrollToTheEnds);
  const drawn = await page.evaluate(() => ({
    rows: document.querySelectorAll('[role=grid] [role=row]').length,
    cells: document.querySelectorAll('[role=grid] [role=gridcell], [role=grid] [role=rowheader], [role=grid] [role=columnheader]').length,
  }));
  const client = await context.newCDPSession(page);
  await client.send('HeapProfiler.collectGarbage');
  const { usedSize } = await client.send('Runtime.getHeapUsage');

  console.log(`large scenario, first load (generates and indexes the data once): ${(firstLoad / 1000).toFixed(1)} s`);
  console.log(`grid: aria-rowcount ${size.rows}, aria-colcount ${size.columns}; drawn at the end: ${drawn.rows} rows, ${drawn.cells} cells`);
  console.log(
    `first screen after navigation (Dashboard → Compliance): median ${firstScreens[Math.floor(runs / 2)].toFixed(0)} ms, worst ${firstScreens[runs - 1].toFixed(0)} ms (${runs} runs)`,
  );
  console.log(
    `scrolling to the last row and column: ${tasks.length} tasks over 50 ms${tasks.length ? `, the longest ${Math.max(...tasks).toFixed(0)} ms` : ''}`,
  );
  console.log(`JS heap after garbage collection: ${(usedSize / 1024 / 1024).toFixed(1)} MB`);
} finally {
  await browser.close();
  server.close();
}
