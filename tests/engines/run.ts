// The flows of tests/engines/flows.ts in every engine staff use, each under a real locale and under
// the C locale (a browser started with LANG=C.UTF-8 reports `C`, which broke the dashboard once):
// Chromium and Firefox ESR through Puppeteer, WebKitGTK through WebDriver (under Xvfb: run it with
// `npm run e2e:engines`). Serves the build in dist/ (npm run build first) and prints flows × engines
// with the time each took; exits 1 when any flow fails. Usage: tsx tests/engines/run.ts [--engine firefox]…
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { parseArgs } from 'node:util';
import { serveDist } from '../../scripts/serve-dist.mjs';
import type { EngineDriver } from './driver';
import { flows } from './flows';
import { puppeteerDriver } from './puppeteer';
import { webkitDriver } from './webkit';

const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
type Engine = (typeof ENGINES)[number];
/** A locale a person's machine has, and the POSIX one of CI machines and containers. */
const LOCALES = { real: 'en_US.UTF-8', C: 'C.UTF-8' } as const;
const PORT = 4390;

const { values } = parseArgs({ options: { engine: { type: 'string', multiple: true }, locale: { type: 'string', multiple: true } } });
const engines = (values.engine ?? ENGINES) as Engine[];
const locales = (values.locale ?? Object.keys(LOCALES)) as (keyof typeof LOCALES)[];

function start(engine: Engine, env: NodeJS.ProcessEnv, baseUrl: string) {
  return engine === 'webkit' ? webkitDriver(baseUrl, env, PORT + 1) : puppeteerDriver(engine, baseUrl, env);
}

/** What the browser itself says its language is, under the app's correction of invalid names. */
const REPORTED_LANGUAGE = `Object.getOwnPropertyDescriptor(Navigator.prototype, 'language').get.call(navigator)`;

const server: Server = await serveDist('dist', PORT);
const baseUrl = `http://127.0.0.1:${PORT}`;
const rows: string[] = [];
let failures = 0;
const started = Date.now();
try {
  for (const engine of engines) {
    for (const locale of locales) {
      const env = { ...process.env, LANG: LOCALES[locale], LC_ALL: LOCALES[locale], LANGUAGE: '' };
      const runStarted = Date.now();
      let driver: (EngineDriver & { version: string }) | undefined;
      try {
        driver = await start(engine, env, baseUrl);
        await driver.goto('/pages-404');
        const reported = await driver.evaluate<string>(REPORTED_LANGUAGE);
        const size = await driver.evaluate<string>(`innerWidth + '×' + innerHeight`);
        const label = `${engine} ${driver.version}, LANG=${LOCALES[locale]} (navigator.language ${JSON.stringify(reported)}, ${size})`;
        for (const flow of flows) {
          const flowStarted = Date.now();
          try {
            await flow.run(driver);
            rows.push(`ok    ${label.padEnd(72)} ${flow.name.padEnd(26)} ${String(Date.now() - flowStarted).padStart(6)} ms`);
          } catch (error) {
            failures += 1;
            rows.push(
              `FAIL  ${label.padEnd(72)} ${flow.name.padEnd(26)} ${String(Date.now() - flowStarted).padStart(6)} ms  ${error instanceof Error ? `${error.name}: ${error.message} ${error.cause instanceof Error ? error.cause.message : ''}` : String(error)}`,
            );
            const text = await driver.evaluate<string>(`location.href + '\\n' + document.body.innerText.slice(0, 2000)`).catch(() => '');
            mkdirSync('test-results/engines', { recursive: true });
            writeFileSync(`test-results/engines/${engine}-${locale}-${flow.name.replaceAll(' ', '-')}.txt`, text);
          }
          console.log(rows.at(-1));
        }
      } catch (error) {
        failures += 1;
        rows.push(`FAIL  ${engine} LANG=${LOCALES[locale]}: could not start: ${error instanceof Error ? error.message : String(error)}`);
        console.log(rows.at(-1));
      } finally {
        await driver?.close();
      }
      console.log(`      ${engine}, LANG=${LOCALES[locale]}: ${((Date.now() - runStarted) / 1000).toFixed(1)} s`);
    }
  }
} finally {
  server.close();
}
console.log(
  `\n${flows.length} flows × ${engines.length} engines × ${locales.length} locales in ${((Date.now() - started) / 1000).toFixed(1)} s: ${failures ? `${failures} failed` : 'all passed'}`,
);
process.exit(failures ? 1 : 0);
