import { Suspense } from 'react';
import { useParams } from 'react-router';
import { useBoot, useViewer } from '../lib/boot';
import { allowed, type SurfaceRoute } from '../surface';
import NotFoundPage from './not-found-page';
import { PageSkeleton } from './skeletons';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `:id` must look like a stored id; anything else cannot exist, so it is a not-found, not a server error. */
export function idLooksValid(id: string | undefined): boolean {
  return id === undefined || UUID.test(id);
}

/** One app route: its audience and id checked, then the lazy page with a skeleton while it downloads. */
export default function RouteGuard({ route }: { route: SurfaceRoute }) {
  const params = useParams();
  const boot = useBoot();
  const viewer = useViewer();
  if (!route.anyId && !idLooksValid(params.id)) return <NotFoundPage />;
  if (!boot.data) return <PageSkeleton />;
  // A page the viewer may not open reads as not found rather than revealing that it exists.
  if (!allowed(route, viewer)) return <NotFoundPage />;
  const Page = route.page;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Page />
    </Suspense>
  );
}
