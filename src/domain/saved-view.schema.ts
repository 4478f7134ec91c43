import { boolean, object, string } from 'yup';

/** The lists a view can be saved of, by the name the backend keeps them under. */
export const SAVED_VIEW_LISTS = ['employees', 'trainings', 'course-history', 'compliance', 'activity'] as const;

/** A list a view can be saved of. */
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];

/** The longest name a saved view may have, and the longest address query it may keep (characters). */
export const VIEW_NAME_MAX = 60;
const VIEW_SEARCH_MAX = 2000;

/** Each rule of a saved view, named so the form (i18n ids) and the server (English) give their own words. */
export type SavedViewRule = 'nameRequired' | 'nameTooLong';

/** The server's words for {@link SavedViewRule}: what the REST answer's `message` says. */
export const savedViewMessages: Record<SavedViewRule, string> = {
  nameRequired: 'Give the view a name.',
  nameTooLong: `The name must be at most ${VIEW_NAME_MAX} characters.`,
};

/**
 * A view to save (§20), shared by the form and the backend: a name of 1–60 characters once
 * trimmed, the list, its address query (what the list keeps there: filters, sort, search, page size,
 * columns), and whether an admin shares it with everyone.
 * @param messages each rule's message: i18n ids for the form, English for the backend.
 */
export function savedViewSchema(messages: Record<SavedViewRule, string>) {
  return object({
    name: string().trim().required(messages.nameRequired).max(VIEW_NAME_MAX, messages.nameTooLong),
    list: string().oneOf(SAVED_VIEW_LISTS).required(),
    search: string().max(VIEW_SEARCH_MAX).default(''),
    shared: boolean().default(false),
  });
}
