import { KeyRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { usePublicConfig } from '../../../web/lib/public-config';
import { buttonClass } from '../../../web/ui/button';
import { safeReturnTo } from './safe-return-to';

const ERRORS: Record<string, string> = {
  sso_expired: 'Single sign-on took too long. Please try again.',
  sso_failed: 'Single sign-on failed. Please try again.',
  sso_email: 'Your identity provider did not share a verified e-mail address.',
};

/** "Continue with single sign-on" when the server has an OpenID Connect issuer; also shows why a sign-on failed. */
export function OidcSignIn() {
  const [params] = useSearchParams();
  const sso = usePublicConfig().data?.sso;
  const error = ERRORS[params.get('error') ?? ''];
  const href = `/api/auth/login?returnTo=${encodeURIComponent(safeReturnTo(params.get('returnTo')))}`;
  if (!sso && !error) return null;
  return (
    <div className="mb-4 space-y-3">
      {error && (
        <p role="alert" className="rounded-md border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger">
          {error}
        </p>
      )}
      {sso && (
        <a href={href} className={buttonClass('outline', 'lg', 'w-full')}>
          <KeyRound aria-hidden className="size-4" />
          Continue with {sso.label}
        </a>
      )}
    </div>
  );
}
