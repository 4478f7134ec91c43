import type { CheckFileRequest, CheckFileResult } from '../workers/check-file';

/**
 * Reads and checks an import file in a Web Worker (src/workers/record-import.worker.ts),
 * one worker per file, ended when it answers. @returns the worker's result; a worker
 * that fails to start or throws is `unreadable`.
 */
export function checkFileInWorker(request: CheckFileRequest): Promise<CheckFileResult> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('../workers/record-import.worker.ts', import.meta.url), { type: 'module' });
    const finish = (result: CheckFileResult) => {
      worker.terminate();
      resolve(result);
    };
    worker.onmessage = (event: MessageEvent<CheckFileResult>) => finish(event.data);
    worker.onerror = () => finish({ ok: false, unreadable: true });
    worker.postMessage(request);
  });
}
