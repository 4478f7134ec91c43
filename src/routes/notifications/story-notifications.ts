import { notificationsOf, readMarksOver, seedReadIds } from '../../../mocks/notification-feed';
import { STORY_TODAY, storyData, storyIndex } from '../../components/training/story-data';
import { requiredGaps } from '../../../mocks/compliance-matrix';
import { seedCompliance } from '../../../mocks/fixtures/requirements';
import type { NotificationView } from './notification-item';

const DAY_MS = 86_400_000;
/** Noon of the story day, the "now" the labels are written for. */
const STORY_NOW = new Date(`${STORY_TODAY}T12:00:00`).getTime();

function ageLabel(createdOn: string): string {
  const hours = Math.floor((STORY_NOW - Date.parse(createdOn)) / (DAY_MS / 24));
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

const compliance = seedCompliance(storyData, STORY_TODAY);
const gaps = () => requiredGaps(storyData, compliance, STORY_TODAY);

/**
 * The notifications the fake backend raises from the story data on the story
 * day (the older ones read, as a fresh demo starts), as the lists draw them:
 * story args only (never imported by the app).
 */
export const storyNotifications: NotificationView[] = notificationsOf(
  storyIndex,
  readMarksOver(() => seedReadIds(storyIndex, gaps)),
  gaps,
).map(({ id, name, description, createdOn, isRead, image, imageClassName }) => ({
  id,
  name,
  description,
  timeLabel: ageLabel(createdOn),
  isRead,
  image,
  imageClassName,
}));
