import { ScenarioBadge } from '../components/scenario-badge';
import { forgetStoredDb } from '../../mocks/db-storage-key';
import { activeScenario } from '../../mocks/scenario-choice';

/** Starts the demo over: the stored demo data is forgotten and the page loads again on a fresh seed. */
function resetDemoData() {
  forgetStoredDb();
  window.location.reload();
}

/** Binds the badge to this tab's fake-backend scenario (fakebackend mode only; see app.tsx). */
export default function MockScenarioBadge() {
  return <ScenarioBadge scenario={activeScenario()} onReset={resetDemoData} />;
}
