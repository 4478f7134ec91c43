import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { ScenarioBadge } from '../components/scenario-badge';
import { toast } from '../components/toast';
import { useLocation } from 'wouter';
import { isForVisitors } from '../routes/landing-paths';
import { lazyPart, OnFirstOpen } from '../loading';
import { forgetStoredDb } from '../demo/db-storage-key';
import { activeScenario } from '../demo/scenario-choice';
import { demoToday, forgetDemoToday } from '../demo/demo-clock';

// The question's code (a modal and its buttons) loads when Reset is pressed: the badge is on every demo page.
const resetDialog = lazyPart(() => import('../components/reset-demo-dialog').then((module) => module.ResetDemoDialog));

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

/** sessionStorage key: the demo data was reset by the load before this one ('1'), which this load confirms. */
const RESET_DONE_KEY = 'mock-reset-done';

/**
 * Starts the demo over: the stored demo data is forgotten, the demo clock returns to the real date,
 * and the page loads again (without `?today=`) on a fresh seed, which says so.
 */
function resetDemoData() {
  forgetStoredDb();
  forgetDemoToday();
  try {
    sessionStorage.setItem(RESET_DONE_KEY, '1');
  } catch {
    // Blocked storage: the reset happens all the same, unconfirmed.
  }
  const url = new URL(window.location.href);
  url.searchParams.delete('today');
  window.location.replace(url);
}

/** Whether the load before this one reset the demo data; asked once, it forgets. */
function takeResetDone(): boolean {
  try {
    const done = sessionStorage.getItem(RESET_DONE_KEY) === '1';
    sessionStorage.removeItem(RESET_DONE_KEY);
    return done;
  } catch {
    return false;
  }
}

/**
 * Binds the badge to this tab's fake-backend scenario (fakebackend mode only; see page-root.tsx); closed, it stays closed for the tab.
 * Reset asks first (`ResetDemoDialog`), and the page it reloads confirms it in a toast. On a page for visitors
 * (`isForVisitors`, the landings) it has no buttons.
 */
export default function MockScenarioBadge() {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (takeResetDone()) void toast(intl.formatMessage({ id: 'mock.resetDone' }), 'success');
  }, [intl]);
  // The prerendered page shows the badge: a hydration starts from that (the server snapshot), then hides it.
  const hidden = useSyncExternalStore(
    subscribe,
    () => hiddenNow || readHidden(),
    () => false,
  );
  const [path] = useLocation();
  if (hidden) return null;
  // On a page for the public the badge only informs: its buttons are the demo's, not the visitor's, and stay out of the Tab order.
  if (isForVisitors(path)) return <ScenarioBadge scenario={activeScenario()} today={demoToday() ?? undefined} />;
  return (
    <>
      <ScenarioBadge scenario={activeScenario()} today={demoToday() ?? undefined} onReset={() => setAsking(true)} onHide={hide} />
      <OnFirstOpen isOpen={asking} onClose={() => setAsking(false)}>
        <resetDialog.Component isOpen={asking} onClose={() => setAsking(false)} onReset={resetDemoData} />
      </OnFirstOpen>
    </>
  );
}
