/**
 * Props for a trigger (a react-aria `Button`) that start loading what it opens as soon as the
 * user points at, focuses or starts pressing it, so the first open rarely waits for the network.
 * @param preload starts the load (`LazyPart.preload`, `OnDemand.load`); a failure is left to the open itself, which reports it.
 */
export function preloadOn(preload: () => Promise<unknown>) {
  const start = () => {
    preload().catch(() => undefined);
  };
  return { onHoverStart: start, onFocus: start, onPressStart: start };
}
