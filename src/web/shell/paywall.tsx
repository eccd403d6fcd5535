import { CalendarDays, ExternalLink, LogOut, Mail } from 'lucide-react';
import { useEffect } from 'react';
import { CONTACT_EMAIL, PRODUCT_NAME } from '../../shared/constants';
import { buttonClass, Button } from '../ui/button';
import { Card } from '../ui/card';
import { usePublicConfig } from '../lib/public-config';
import { BOOKING_FALLBACK_URL, YC_DEAL_URL } from './paywall-links';
import { useLogout } from './use-logout';

/** SPEC §2.6: the trial-ended or not-yet-admitted screen shown instead of the app. */
export function Paywall({ trialEnded }: { trialEnded: boolean }) {
  const logout = useLogout();
  const config = usePublicConfig().data;
  const bookingUrl = config?.bookingUrl ?? BOOKING_FALLBACK_URL;
  const logos = config?.customerLogos ?? [];
  useEffect(() => {
    console.info('[paywall] shown', { hasDeletedWorkspace: trialEnded });
  }, [trialEnded]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-bg px-4 py-12">
      <Card className="w-full max-w-xl p-8 text-center sm:p-10">
        <div className="mx-auto mb-6 flex size-11 items-center justify-center rounded-xl bg-primary text-lg font-bold text-primary-fg">R</div>
        <h1 className="text-2xl font-semibold tracking-tight text-fg">
          {trialEnded ? `Thank you for trying ${PRODUCT_NAME}` : `Thank you for your interest in ${PRODUCT_NAME}`}
        </h1>
        <p className="mt-3 text-sm leading-relaxed text-muted-fg">
          {trialEnded
            ? 'Your trial has ended. We would love to hear how it went — schedule a call with us to keep testing your agents.'
            : 'We are welcoming new companies gradually to give every team a great start. We will let you know as soon as your workspace is ready.'}
        </p>
        <p className="mt-3 text-sm text-muted-fg">
          {trialEnded ? 'Questions? Write to ' : 'Need access urgently? Write to '}
          <a className="inline-flex items-center gap-1 font-medium text-primary hover:underline" href={`mailto:${CONTACT_EMAIL}`}>
            <Mail aria-hidden className="size-3.5" />
            {CONTACT_EMAIL}
          </a>
        </p>
        <a
          href={bookingUrl}
          target={bookingUrl.startsWith('mailto:') ? undefined : '_blank'}
          rel="noreferrer"
          className={buttonClass('primary', 'lg', 'mt-6')}
        >
          <CalendarDays aria-hidden className="size-4" />
          {trialEnded ? 'Book a call with us' : 'Book a demo with us'}
        </a>

        {logos.length > 0 && (
          <div className="mt-10 border-t border-border pt-6" data-testid="customer-logos">
            <h2 className="text-xs font-medium tracking-wider text-muted-fg uppercase">Trusted by industry-leading teams</h2>
            <ul className="mt-4 flex flex-wrap items-center justify-center gap-6">
              {logos.map((logo) => (
                <li key={logo.name}>
                  <img src={logo.src} alt={logo.name} className="h-6 opacity-70 grayscale" />
                </li>
              ))}
            </ul>
          </div>
        )}

        <div className="mt-8 flex flex-wrap justify-center gap-2">
          <a href={YC_DEAL_URL} target="_blank" rel="noreferrer" className={buttonClass('outline', 'md')}>
            <ExternalLink aria-hidden className="size-4" />
            Access YC bookface deal
          </a>
          <Button variant="ghost" onClick={logout}>
            <LogOut aria-hidden className="size-4" />
            Logout
          </Button>
        </div>
      </Card>
    </main>
  );
}
