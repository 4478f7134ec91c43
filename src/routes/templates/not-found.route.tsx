import { NotFoundPage } from './not-found-page';

/** §2 Error 404 (/pages-404): also what every unknown path shows. */
export default function NotFoundRoute() {
  return <NotFoundPage />;
}
