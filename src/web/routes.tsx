import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, useLocation, useRouteError } from 'react-router';
import { usePageTitle } from './lib/page-title';
import { ErrorFallback } from './shell/error-boundary';
import { PageSkeleton } from './shell/skeletons';
import { ALL_ROUTES } from './surfaces';
import type { SurfaceRoute } from './surface';

// The shell (gate, navigation, top bar) is a chunk of its own: the sign-in page never downloads it.
const AppShell = lazy(() => import('./shell/app-shell'));
const RouteGuard = lazy(() => import('./shell/route-guard'));
const NotFoundPage = lazy(() => import('./shell/not-found-page'));

function RouteError() {
  console.error(useRouteError());
  return <ErrorFallback onReset={() => window.location.reload()} />;
}

/** Every page: the tab title follows the path. */
function Root() {
  usePageTitle(useLocation().pathname);
  return <Outlet />;
}

function bareRoute(route: SurfaceRoute): RouteObject {
  const Page = route.page;
  return {
    path: route.path,
    element: (
      <Suspense fallback={<PageSkeleton bare />}>
        <Page />
      </Suspense>
    ),
  };
}

function appRoute(route: SurfaceRoute): RouteObject {
  return {
    path: route.path || undefined,
    index: route.path === '' ? true : undefined,
    element: <RouteGuard route={route} />,
  } as RouteObject;
}

export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      ...ALL_ROUTES.filter((r) => r.bare).map(bareRoute),
      {
        element: (
          <Suspense fallback={<PageSkeleton bare />}>
            <AppShell />
          </Suspense>
        ),
        children: [...ALL_ROUTES.filter((r) => !r.bare).map(appRoute), { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
]);
