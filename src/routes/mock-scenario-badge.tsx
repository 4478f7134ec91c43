import { ScenarioBadge } from '../components/scenario-badge';
import { activeScenario } from '../../mocks/scenario-choice';

/** Binds the badge to this tab's fake-backend scenario (fakebackend mode only; see app.tsx). */
export default function MockScenarioBadge() {
  return <ScenarioBadge scenario={activeScenario()} />;
}
