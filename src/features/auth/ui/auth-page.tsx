import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/constants';
import { cn } from '../../../web/lib/cn';
import { SESSION_QUERY_KEY } from '../../../web/lib/session';
import { focusRing } from '../../../web/ui/button';
import { Card } from '../../../web/ui/card';
import { ThemeToggle } from '../../../web/shell/theme-toggle';
import { AuthForm, type AuthMode } from './auth-form';
import { OidcSignIn } from './oidc-sign-in';
import { safeReturnTo } from './safe-return-to';

const MODES: Array<{ mode: AuthMode; label: string }> = [
  { mode: 'signin', label: 'Sign in' },
  { mode: 'signup', label: 'Create account' },
];

/** /auth: sign in or create an account, then go back to returnTo. */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mode: AuthMode = params.get('mode') === 'signup' ? 'signup' : 'signin';

  const setMode = (next: AuthMode) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next === 'signup') p.set('mode', 'signup');
        else p.delete('mode');
        return p;
      },
      { replace: true },
    );

  const onSuccess = async () => {
    queryClient.clear();
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    navigate(safeReturnTo(params.get('returnTo')), { replace: true });
  };

  return (
    <main className="relative flex min-h-screen flex-col items-center justify-center bg-bg px-4 py-12">
      <div className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-primary/10 to-transparent" />
      <div className="absolute top-4 right-4">
        <ThemeToggle />
      </div>
      <div className="relative w-full max-w-sm">
        <div className="mb-8 flex flex-col items-center text-center">
          <span className="mb-4 flex size-10 items-center justify-center rounded-xl bg-primary text-lg font-bold text-primary-fg shadow-md">R</span>
          <h1 className="text-xl font-semibold tracking-tight text-fg">
            {mode === 'signup' ? `Create your ${PRODUCT_NAME} account` : `Sign in to ${PRODUCT_NAME}`}
          </h1>
          <p className="mt-1 text-sm text-muted-fg">Test your chat and voice agents before your customers do.</p>
        </div>
        <OidcSignIn />
        <Card className="p-6">
          <div role="tablist" aria-label="Sign in or create an account" className="mb-6 grid grid-cols-2 rounded-lg bg-muted p-1">
            {MODES.map((m) => (
              <button
                key={m.mode}
                type="button"
                role="tab"
                aria-selected={mode === m.mode}
                onClick={() => setMode(m.mode)}
                className={cn(
                  'h-8 rounded-md text-sm font-medium transition-colors',
                  focusRing,
                  mode === m.mode ? 'bg-card text-fg shadow-xs' : 'text-muted-fg hover:text-fg',
                )}
              >
                {m.label}
              </button>
            ))}
          </div>
          <AuthForm key={mode} mode={mode} onSuccess={onSuccess} />
        </Card>
      </div>
    </main>
  );
}
