// Builds and serves the app for measurements: API mode against the HTTP mock
// server (the production configuration) or demo mode with MSW in the browser.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { serveDist } from './serve-dist.mjs';

// PERF_PORT_BASE moves all three ports, so two measurements can run side by side.
const base = Number(process.env.PERF_PORT_BASE ?? 0);
export const modes = {
  api: { outDir: 'dist-perf-api', appPort: 4301 + base, apiPort: 3301 + base },
  demo: { outDir: 'dist-perf-demo', appPort: 4302 + base },
};

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))));
  });
}

async function waitForHttp(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Builds (unless `reuse` and the build exists) and serves one mode. Source maps are
 * written hidden (no sourceMappingURL, never requested) for the library breakdown.
 * With `http2` the build is served over HTTP/2 and TLS, as deployed (serve-dist's own certificate).
 * @returns `{ baseUrl, outDir, stop() }`.
 */
export async function startMode(name, { reuse = false, http2 = false } = {}) {
  const mode = modes[name];
  // The API build keeps the demo content it would leave out by default: the budgets weigh the landing
  // pages too, and every figure stays comparable with the earlier ones.
  const env =
    name === 'api'
      ? { VITE_AUTH_MODE: 'api', VITE_API_URL: `http://127.0.0.1:${mode.apiPort}/api`, VITE_DEMO_CONTENT: 'true' }
      : { VITE_AUTH_MODE: 'fakebackend' };
  if (!reuse || !existsSync(`${mode.outDir}/index.html`)) {
    await run('npx', ['vite', 'build', '--outDir', mode.outDir, '--emptyOutDir', '--sourcemap', 'hidden', '--logLevel', 'warn'], env);
  }
  const baseUrl = `${http2 ? 'https' : 'http'}://127.0.0.1:${mode.appPort}`;
  const children = [];
  if (name === 'api') {
    const api = spawn('npx', ['tsx', 'mocks/http-server.ts'], {
      stdio: 'ignore',
      env: { ...process.env, PORT: String(mode.apiPort), APP_ORIGINS: baseUrl },
      detached: true,
    });
    children.push(api);
    await waitForHttp(`http://127.0.0.1:${mode.apiPort}/api/`);
  }
  const server = await serveDist(mode.outDir, mode.appPort, { http2 });
  return {
    baseUrl,
    outDir: mode.outDir,
    stop: async () => {
      server.close();
      for (const child of children) {
        try {
          process.kill(-child.pid);
        } catch {
          // already gone
        }
      }
    },
  };
}
