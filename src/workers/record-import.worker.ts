/// <reference lib="webworker" />
import { checkFile, type CheckFileRequest, type CheckFileResult } from './check-file';

/**
 * The import's reading and checking (issue 18), off the main thread so the page
 * stays responsive with 100 000 rows: one request, one answer (src/routes/record-import-client.ts).
 */
self.onmessage = async (event: MessageEvent<CheckFileRequest>) => {
  // A rejection here would not reach the page's `onerror`, and the page would wait for good.
  self.postMessage(await checkFile(event.data).catch((): CheckFileResult => ({ ok: false, unreadable: true })));
};
