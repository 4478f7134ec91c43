// `npm run bench:storybook`: how long a designer waits for the first story. Starts `storybook dev`
// on port 6006, opens UI/Button's Primary story in Debian's Chromium and prints the milliseconds
// from the start until the server answers and until the story's button is drawn. Run it twice:
// the second run is the warm one (Vite's pre-bundled dependencies in node_modules/.cache).
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import puppeteer from 'puppeteer-core';

const TIMEOUT_MS = 300_000;
const start = Date.now();
const storybook = spawn('npx', ['storybook', 'dev', '-p', '6006', '--no-open', '--ci'], { stdio: 'ignore', detached: true });
try {
  let serverMs = null;
  while (serverMs === null) {
    if (Date.now() - start > TIMEOUT_MS) throw new Error(`Storybook did not answer within ${TIMEOUT_MS} ms`);
    try {
      if ((await fetch('http://127.0.0.1:6006/index.json')).ok) serverMs = Date.now() - start;
    } catch {
      await sleep(250);
    }
  }
  const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.goto('http://127.0.0.1:6006/?path=/story/ui-button--primary', { timeout: TIMEOUT_MS });
    const frame = await (await page.waitForSelector('#storybook-preview-iframe', { timeout: TIMEOUT_MS })).contentFrame();
    await frame.waitForSelector('#storybook-root button', { timeout: TIMEOUT_MS });
    console.log(`server answering: ${serverMs} ms; first story drawn: ${Date.now() - start} ms`);
  } finally {
    await browser.close();
  }
} finally {
  process.kill(-storybook.pid);
}
