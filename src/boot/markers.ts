/** The marks the build puts on a prerendered page and the client reads (scripts/vite-prerender.ts, src/boot/main.tsx). */
export const PRERENDER_MARKS = {
  /** On `#root`: `hydrate` for a page outside the shell, `frame` for a shell page's frame. */
  kind: 'data-prerender',
  /** On `#root`: the `FirstRenderKey` the build rendered, as JSON. */
  key: 'data-first-render',
  /** On `<html>`: set by the frame gate when the frame shows. */
  frameShown: 'data-frame-shown',
  /** The class of the frame's wrapper in `#root`, beside the boot loader (class `boot`, index.html). */
  frame: 'prerendered-frame',
} as const;

/** What a prerendered `#root` is for. */
export type PrerenderKind = 'hydrate' | 'frame';

/** The CSS that shows a frame's page or the boot loader beside it, as the gate decided before the first paint. */
export const FRAME_STYLE = `.${PRERENDER_MARKS.frame}{display:contents}html:not([${PRERENDER_MARKS.frameShown}]) .${PRERENDER_MARKS.frame},html[${PRERENDER_MARKS.frameShown}] #root>.boot{display:none}`;
