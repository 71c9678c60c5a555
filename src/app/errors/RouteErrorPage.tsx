import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ErrorPage } from '../../components/errors/ErrorPage';
import { notFoundMessage } from '../../components/errors/errorText';
import { RecordedRouteError } from './RecordedRouteError';

/** The error element of the router: a route whose params fail validation is a fatal 404. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error)) {
    const message =
      error.status === 404
        ? notFoundMessage(pathname, true)
        : `${error.status} ${error.statusText}`;
    return <ErrorPage status={error.status} statusText={error.statusText} message={message} />;
  }
  return <RecordedRouteError error={error} />;
}

/** The catch-all route: an unknown path is a non-fatal 404 inside the normal layout. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} message={notFoundMessage(pathname, false)} />;
}
