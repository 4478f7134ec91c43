// Browser benchmark of the training lists on the `large` scenario (10 000 employees,
// 200 trainings, 100 000 records): how long after the search debounce (or
// after a filter or sort change) the table shows its new first page. Timings only,
// it asserts nothing (not a timed test); docs/performance.md "Measurements" has the figures.
//
//   npm run bench:pages            (BENCH_PORT=4303, BENCH_RUNS=5, BENCH_REUSE=1 to skip the build)
//
// Settings come from the environment: serve-dist.mjs reads the command line when imported.
// Builds the demo (fake backend in the browser) into dist-perf-demo unless BENCH_REUSE,
// serves it, signs in, loads the large data once, then per case (reached through the
// app's own links, so the data stays in memory) measures in the page: from the moment the list
// writes its new view into the URL (the end of the 300 ms debounce, when the request
// starts) to the moment the table is no longer busy with the new rows rendered.
/* global window, document, history, MutationObserver -- the functions passed to page.evaluate run in the page */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { launchBrowser, signIn } from './page-weight.mjs';
import { serveDist } from './serve-dist.mjs';

const port = Number(process.env.BENCH_PORT ?? 4303);
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

/** Marks, in the page, each URL write of the list and each time the table stops being busy. */
function instrument() {
  window.__marks = [];
  for (const method of ['replaceState', 'pushState']) {
    const original = history[method].bind(history);
    history[method] = (...args) => {
      window.__marks.push({ kind: 'url', at: performance.now() });
      return original(...args);
    };
  }
  new MutationObserver(() => {
    if (!document.querySelector('main [aria-busy="true"]')) window.__marks.push({ kind: 'idle', at: performance.now() });
  }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
}

/** @returns ms from the last URL write to the first idle table after it. */
async function settle(page) {
  await page.waitForFunction(
    () => {
      const marks = window.__marks;
      const url = marks.findLastIndex((mark) => mark.kind === 'url');
      return url >= 0 && marks.slice(url + 1).some((mark) => mark.kind === 'idle') && !document.querySelector('main [aria-busy="true"]');
    },
    undefined,
    { timeout: 30_000 },
  );
  return page.evaluate(() => {
    const marks = window.__marks;
    const url = marks.findLastIndex((mark) => mark.kind === 'url');
    const idle = marks.slice(url + 1).find((mark) => mark.kind === 'idle');
    window.__marks = [];
    return idle.at - marks[url].at;
  });
}

async function chooseOption(page, field, option) {
  await page
    .getByRole('button', { name: new RegExp(field) })
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The sidebar link of each list page: navigating inside the app keeps the generated data in memory. */
const links = { '/employees': 'Employees', '/employee-course-history': 'Employee course history' };

const cases = [
  ['/employees', 'search "garcia"', (page) => page.getByRole('searchbox', { name: 'Search' }).fill('garcia')],
  ['/employees', 'search "ana ko"', (page) => page.getByRole('searchbox', { name: 'Search' }).fill('ana ko')],
  ['/employees', 'filter department', (page) => chooseOption(page, 'Department', 'Logistics')],
  ['/employees', 'filter status expired', (page) => chooseOption(page, 'Status', 'Expired')],
  ['/employees', 'sort by work center', (page) => page.getByRole('columnheader', { name: 'Work center' }).click()],
  ['/employee-course-history', 'search "forklift"', (page) => page.getByRole('searchbox', { name: 'Search' }).fill('forklift')],
  ['/employee-course-history', 'filter status expiring', (page) => chooseOption(page, 'Status', 'Expiring')],
  ['/employee-course-history', 'sort by expiry date', (page) => page.getByRole('columnheader', { name: 'Expires' }).click()],
  ['/employee-course-history', 'next page', (page) => page.getByRole('button', { name: 'Next' }).click()],
];

const results = [];
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, base);
  const started = Date.now();
  await page.goto(`${base}/employees?scenario=large`);
  await page.getByText(/^Showing 1–10 of 10,000$/).waitFor({ timeout: 120_000 });
  const firstLoad = Date.now() - started;
  for (const [path, label, act] of cases) {
    const times = [];
    for (let run = 0; run < runs; run++) {
      // Via the dashboard, so the list page mounts afresh with its default view.
      await page.getByRole('link', { name: 'Dashboard' }).click();
      await page.getByRole('region', { name: 'Key figures' }).getByText(/\d/).first().waitFor();
      await page.getByRole('link', { name: links[path], exact: true }).click();
      await page
        .getByRole('navigation', { name: 'Pagination' })
        .getByText(/^Showing /)
        .waitFor();
      await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
      await page.evaluate(instrument);
      await act(page);
      times.push(await settle(page));
    }
    times.sort((a, b) => a - b);
    results.push({ path, label, median: times[Math.floor(times.length / 2)], worst: times[times.length - 1] });
  }
  console.log(`large scenario, first load (generates and indexes the data once): ${(firstLoad / 1000).toFixed(1)} s`);
  console.log(`\n${'page'.padEnd(26)} ${'change'.padEnd(26)} ${'median'.padStart(9)} ${'worst'.padStart(9)}   (ms after the debounce, ${runs} runs)`);
  for (const { path, label, median, worst } of results)
    console.log(`${path.padEnd(26)} ${label.padEnd(26)} ${median.toFixed(0).padStart(9)} ${worst.toFixed(0).padStart(9)}`);
} finally {
  await browser.close();
  server.close();
}
