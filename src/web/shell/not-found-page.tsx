import { Compass } from 'lucide-react';
import { useLocation } from 'react-router';
import { AppLink } from '../lib/app-link';
import { buttonClass } from '../ui/button';

/** Any path no feature serves, and ids that cannot exist: a real page inside the shell. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div data-testid="not-found" className="flex flex-col items-center justify-center px-6 py-20 text-center">
      <div className="mb-4 flex size-11 items-center justify-center rounded-full bg-muted">
        <Compass aria-hidden className="size-5 text-muted-fg" />
      </div>
      <h1 className="text-lg font-semibold text-fg">Page not found</h1>
      <p className="mt-1 max-w-md text-sm break-all text-muted-fg">
        Nothing lives at <code className="rounded bg-muted px-1 py-0.5 text-xs">{pathname}</code>. It may have been moved or deleted.
      </p>
      <AppLink to="/" className={buttonClass('outline', 'md', 'mt-5')}>
        Go to Dashboard
      </AppLink>
    </div>
  );
}
