import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AnyActorRef } from 'xstate';
import type { OnDemand } from './on-demand';

/**
 * A screen-local actor whose code (its machine, and xstate with it) is
 * imported when the visitor first reaches for what uses it instead of with
 * the page (the byte budgets): the sign-in form needs its machine only once a submit
 * is made.
 *
 * @param code the code, imported once per app (`onDemand`).
 * @param bindings values the actor's provided actions need (navigate, translate…), refreshed after every render.
 * @param create makes the actor from the code and `latest()` (the bindings now; call it only from the actor's actions). Called once
 * the code is in, after render; the hook starts the actor, and stops it on unmount.
 * @param select reads what the page shows from the actor's snapshot (a primitive: compared with `Object.is`).
 * @param idle what `select` stands for before the actor exists.
 * @param onLoadError called when events wait and the code cannot be imported (offline); the events are dropped, a later `send` tries again.
 * @returns `selected`, `actor` (undefined until made), `load` to import ahead (on focus, pointer), and `send`, which imports
 * first when needed: events sent meanwhile reach the actor in order once it starts.
 */
export function useActorOnDemand<Code, Bindings, Actor extends AnyActorRef, Selected>({
  code,
  bindings,
  create,
  select,
  idle,
  onLoadError,
}: {
  code: OnDemand<Code>;
  bindings: Bindings;
  create: (code: Code, latest: () => Bindings) => Actor;
  select: (snapshot: ReturnType<Actor['getSnapshot']>) => Selected;
  idle: Selected;
  onLoadError: () => void;
}) {
  const [loaded, setLoaded] = useState(() => code.loaded);
  const [actor, setActor] = useState<Actor>();
  const started = useRef<Actor | undefined>(undefined);
  const waiting = useRef<Parameters<Actor['send']>[0][]>([]);
  const callbacks = useRef({ bindings, create, onLoadError });
  useEffect(() => {
    callbacks.current = { bindings, create, onLoadError };
  });

  const load = useCallback(() => {
    // Imported once per app; a page mounted before another imported it still needs the state set.
    code.load().then(
      (imported) => setLoaded(() => imported),
      () => {
        if (waiting.current.length === 0) return;
        waiting.current = [];
        callbacks.current.onLoadError();
      },
    );
  }, [code]);

  useEffect(() => {
    if (loaded === undefined) return;
    const made = callbacks.current.create(loaded, () => callbacks.current.bindings);
    made.start();
    started.current = made;
    setActor(made);
    for (const event of waiting.current.splice(0)) made.send(event);
    return () => {
      made.stop();
      started.current = undefined;
    };
  }, [loaded]);

  const send = useCallback(
    (event: Parameters<Actor['send']>[0]) => {
      if (started.current) {
        started.current.send(event);
        return;
      }
      waiting.current.push(event);
      load();
    },
    [load],
  );

  // Not @xstate/react's useSelector: it shares a module with useActorRef, which would bring xstate back with the page.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [actor],
  );
  const read = () => (actor ? select(actor.getSnapshot()) : idle);
  // The build's prerender draws the page in Node, where no actor exists yet.
  const selected = useSyncExternalStore(subscribe, read, read);

  return { selected, actor, load, send };
}
