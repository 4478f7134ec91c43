import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { clickWhenSettled, LOCATE, locateArgs, WAIT_MS, type EngineDriver } from './driver';

/** The window the flows run in, in CSS px: a common laptop screen. */
const WINDOW = { width: 1366, height: 768 } as const;

/**
 * Debian's browsers Puppeteer drives: Firefox ESR over WebDriver BiDi, Chromium's headless shell over
 * CDP. Each is sized as it starts, by its own switch, not by an emulation command: Firefox ESR 140
 * (Debian bookworm's) lacks `emulation.setScreenOrientationOverride`, which `page.setViewport` sends.
 */
export const PUPPETEER_BROWSERS = {
  firefox: {
    browser: 'firefox',
    executablePath: '/usr/bin/firefox-esr',
    args: [],
    // Headless Firefox takes its window size from these two variables only.
    env: { MOZ_HEADLESS_WIDTH: String(WINDOW.width), MOZ_HEADLESS_HEIGHT: String(WINDOW.height) },
  },
  chromium: {
    browser: 'chrome',
    executablePath: '/usr/bin/chromium-headless-shell',
    env: {},
    args: [
      `--window-size=${WINDOW.width},${WINDOW.height}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
} as const;

/**
 * Firefox ESR (over WebDriver BiDi) or Chromium, driven by Puppeteer. Playwright's `moz-firefox`
 * channel speaks BiDi to Firefox too, but Playwright 1.65 sends `emulation.setMediaFeaturesOverride`
 * as it opens any page, which Firefox ESR (140 and 153 alike) does not know ("unknown command");
 * Puppeteer sends emulation commands only when asked, and the flows ask for none.
 * @param env the browser's environment (its LANG: a real locale or C).
 */
export async function puppeteerDriver(
  engine: keyof typeof PUPPETEER_BROWSERS,
  baseUrl: string,
  env: NodeJS.ProcessEnv,
): Promise<EngineDriver & { version: string }> {
  const { browser: product, executablePath, args, env: sizing } = PUPPETEER_BROWSERS[engine];
  const browser = await puppeteer.launch({
    browser: product,
    executablePath,
    args: [...args],
    headless: true,
    env: { ...env, ...sizing },
    // The window's own size, set above at launch: no viewport emulation.
    defaultViewport: null,
  });
  const page = await browser.newPage();
  /**
   * Evaluates `expression` every 100 ms until it is truthy, through the protocol's own evaluation.
   * Not Puppeteer's `waitForFunction`: over BiDi it builds its poller with `new Function` inside the
   * page, which the app's Content-Security-Policy refuses on Firefox ESR 140 (153 lets the protocol's
   * scripts through), so every wait on an app page ran out while about:blank passed.
   */
  const poll = async (expression: string, what: string) => {
    const deadline = Date.now() + WAIT_MS;
    let lastError: unknown;
    for (;;) {
      try {
        const handle = await page.evaluateHandle(expression);
        if (await handle.evaluate((value) => Boolean(value))) return handle;
        await handle.dispose();
      } catch (error) {
        // A navigation in progress destroys the context the expression ran in: try again.
        lastError = error;
      }
      if (Date.now() > deadline) throw new Error(`waited ${WAIT_MS} ms for ${what}`, { cause: lastError });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const element = async (expression: string, what: string) => {
    const found = (await poll(expression, what)).asElement();
    if (!found) throw new Error(`not an element: ${expression}`);
    return found as ElementHandle<HTMLElement>;
  };
  const locate = (...args: Parameters<typeof locateArgs>) =>
    `(${LOCATE})(${locateArgs(...args)
      .map((arg) => JSON.stringify(arg))
      .join(',')})`;
  return {
    version: await browser.version(),
    goto: async (path) => void (await page.goto(baseUrl + path)),
    reload: async () => void (await page.reload()),
    fill: async (label, text) => {
      // Typed again when the field does not hold it afterwards: once, on a loaded machine, Firefox
      // dropped the typing into the sign-in form (see docs/development.md "Other engines").
      for (let attempt = 1; ; attempt += 1) {
        const field = await element(locate('textbox', label), `a field named ${String(label)}`);
        await field.evaluate((input) => {
          input.focus();
          (input as HTMLInputElement).select();
        });
        await page.keyboard.type(text);
        if ((await field.evaluate((input) => (input as HTMLInputElement).value)) === text || attempt === 3) return;
      }
    },
    click: (role, name) =>
      clickWhenSettled(async () => {
        const target = await element(locate(role, name), `a ${role} named ${String(name)}`);
        // As WebDriver does: a click that something else would take (a drawer sliding in, a toast) is refused, then tried again.
        const reachable = await target.evaluate((node) => {
          node.scrollIntoView({ block: 'center' });
          const box = node.getBoundingClientRect();
          return node.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
        });
        if (!reachable) throw new Error(`not clickable yet: a ${role} named ${String(name)}`);
        await target.click();
      }),
    waitFor: async (expression, what) => (await (await poll(expression, what)).jsonValue()) as never,
    evaluate: (expression) => page.evaluate(expression) as never,
    close: () => browser.close(),
  };
}
