import { useSyncExternalStore } from 'react';
import { ScenarioBadge } from '../components/scenario-badge';
import { forgetStoredDb } from '../demo/db-storage-key';
import { activeScenario } from '../demo/scenario-choice';

/** sessionStorage key: the badge was closed in this tab ('1'); anything else shows it. */
const HIDDEN_KEY = 'mock-badge-hidden';

function readHidden(): boolean {
  try {
    return sessionStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

let hiddenNow = false;
const listeners = new Set<() => void>();

function hide(): void {
  hiddenNow = true;
  try {
    sessionStorage.setItem(HIDDEN_KEY, '1');
  } catch {
    // Blocked storage: hidden until the next load.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Starts the demo over: the stored demo data is forgotten and the page loads again on a fresh seed. */
function resetDemoData() {
  forgetStoredDb();
  window.location.reload();
}

/** Binds the badge to this tab's fake-backend scenario (fakebackend mode only; see page-root.tsx); closed, it stays closed for the tab. */
export default function MockScenarioBadge() {
  // The prerendered page shows the badge: a hydration starts from that (the server snapshot), then hides it.
  const hidden = useSyncExternalStore(
    subscribe,
    () => hiddenNow || readHidden(),
    () => false,
  );
  if (hidden) return null;
  return <ScenarioBadge scenario={activeScenario()} onReset={resetDemoData} onHide={hide} />;
}
