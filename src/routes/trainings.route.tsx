import { PlaceholderPage } from './placeholder-page';

/** §2 /trainings: the page frame; its training-tracking content is not built yet. */
export default function TrainingsRoute() {
  return <PlaceholderPage title="nav.trainings" description="trainings.description" />;
}
