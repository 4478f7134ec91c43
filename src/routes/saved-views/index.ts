/** What the list pages use of the saved views: the bar that chooses, saves and deletes them. */
export { SavedViews } from './saved-views';
