import { PlaceholderPage } from './placeholder-page';

/** §2 Employee course history: the page frame; its training-tracking content is not built yet. */
export default function CourseHistoryRoute() {
  return <PlaceholderPage title="nav.courseHistory" description="courseHistory.description" />;
}
