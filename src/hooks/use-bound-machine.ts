import { useEffect, useRef, useState } from 'react';

/**
 * Builds a screen-local machine once (never per render) whose provided
 * actions read the latest React bindings (navigate, intl, actor refs…).
 * @param bindings values the actions need, refreshed after every render.
 * @param build receives `latest()`, to be called only from machine actions.
 */
export function useBoundMachine<Machine, Bindings>(bindings: Bindings, build: (latest: () => Bindings) => Machine): Machine {
  const ref = useRef(bindings);
  useEffect(() => {
    ref.current = bindings;
  });
  // eslint-disable-next-line react-hooks/refs -- `latest` is only called from machine actions, after render.
  const [machine] = useState(() => build(() => ref.current));
  return machine;
}
