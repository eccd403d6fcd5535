import { loginUrl } from './session';

// A lost session sends the browser to sign-in once: while one redirect is pending, further
// 401s do nothing. The guard resets when the tab becomes visible again, on back navigation,
// and after a short while, so a redirect that was cancelled can happen again.
const RESET_AFTER_MS = 5000;
let pending = false;
let timer: ReturnType<typeof setTimeout> | undefined;

function reset() {
  pending = false;
  if (timer) clearTimeout(timer);
  timer = undefined;
}

if (typeof window !== 'undefined') {
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && reset());
  window.addEventListener('popstate', reset);
}

/** Sends the browser to sign-in with returnTo, unless a redirect is already under way or this is sign-in. */
export function redirectToSignIn(): boolean {
  if (pending || window.location.pathname.startsWith('/auth')) return false;
  pending = true;
  timer = setTimeout(reset, RESET_AFTER_MS);
  window.location.assign(loginUrl());
  return true;
}
