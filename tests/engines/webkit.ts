import { spawn } from 'node:child_process';
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver';
import { clickWhenSettled, LOCATE, locateArgs, WAIT_MS, type EngineDriver } from './driver';

/** Debian's WebKitGTK WebDriver and the browser it automates (package webkit2gtk-driver and libwebkit2gtk-4.1-0). */
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const MINI_BROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * WebKitGTK (Safari's engine) driven over WebDriver by selenium-webdriver, through Debian's
 * WebKitWebDriver on `port`. It draws in a window, so it needs a display (Xvfb: `xvfb-run`).
 * @param env the driver's and browser's environment (its LANG: a real locale or C).
 */
export async function webkitDriver(baseUrl: string, env: NodeJS.ProcessEnv, port: number): Promise<EngineDriver & { version: string }> {
  const server = spawn(WEBKIT_DRIVER, [`--port=${port}`], { env, stdio: 'ignore' });
  let driver: WebDriver | undefined;
  for (let attempt = 0; !driver; attempt += 1) {
    try {
      driver = await new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINI_BROWSER, args: ['--automation'] } })
        .build();
    } catch (error) {
      if (attempt > 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const session = driver;
  await session.manage().window().setRect({ width: 1366, height: 768 });
  const waitFor = async <T>(expression: string, what: string) =>
    (await session.wait(async () => (await session.executeScript(`return ${expression}`)) as T, WAIT_MS, `waited ${WAIT_MS} ms for ${what}`)) as T;
  const locate = (...args: Parameters<typeof locateArgs>) =>
    `(${LOCATE})(${locateArgs(...args)
      .map((arg) => JSON.stringify(arg))
      .join(',')})`;
  return {
    version: String((await session.getCapabilities()).get('browserVersion') ?? 'unknown'),
    goto: (path) => session.get(baseUrl + path),
    reload: () => session.navigate().refresh(),
    fill: async (label, text) => {
      const field = await waitFor<WebElement>(locate('textbox', label), `a field named ${String(label)}`);
      await session.executeScript('arguments[0].focus(); arguments[0].select();', field);
      await field.sendKeys(text);
    },
    // WebDriver scrolls a target only until its edge shows, where the sticky top bar or table
    // header may still cover its middle; a person, and Playwright, bring it to the middle first.
    click: (role, name) =>
      clickWhenSettled(async () => {
        const target = await waitFor<WebElement>(locate(role, name), `a ${role} named ${String(name)}`);
        await session.executeScript(`arguments[0].scrollIntoView({ block: 'center', inline: 'nearest' });`, target);
        await target.click();
      }),
    waitFor,
    evaluate: (expression) => session.executeScript(`return ${expression}`),
    close: async () => {
      await session.quit().catch(() => undefined);
      server.kill();
    },
  };
}
