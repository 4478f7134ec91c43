/**
 * The template's auth and status pages (§2 Template auth pages, Route table). Their pages are loaded
 * by the route table; the status pages' frame and the error and offline pages are also what the
 * app's error boundaries show.
 */
export { ErrorPage } from './error-page';
export { OfflinePage } from './offline-page';
export { StatusPage, statusPageStyles } from './status-page';
