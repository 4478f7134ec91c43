import { chunkFailure } from './chunk-load-error';

/** Code imported on first use and remembered, so what needs it draws it at once from then on. */
export interface OnDemand<Module> {
  /** Starts (once) importing the code; a failed import is forgotten, so a later call tries again. */
  load: () => Promise<Module>;
  /** The code once imported. */
  loaded?: Module;
}

/**
 * @param importer imports the code (a dynamic `import()`), called on the first `load()`.
 * A failed import rejects as what it is (`chunkFailure`): a `ChunkLoadError` when the code could not be
 * downloaded, so whoever shows it says §8's 'Something went wrong' instead of the browser's words.
 */
export function onDemand<Module>(importer: () => Promise<Module>): OnDemand<Module> {
  let loading: Promise<Module> | undefined;
  const code: OnDemand<Module> = {
    load: () =>
      (loading ??= importer().then(
        (loaded) => {
          code.loaded = loaded;
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw chunkFailure(error);
        },
      )),
  };
  return code;
}
