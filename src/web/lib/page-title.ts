import { useLayoutEffect } from 'react';
import { PRODUCT_NAME } from '../../shared/constants';

// SPEC §2.1: the product name plus a section, matched by path prefix; unknown paths are Dashboard.
const SECTIONS: Array<[string, string]> = [
  ['/datasets', 'Scenarios'],
  ['/voice-agents', 'Voice Test Agents'],
  ['/evals', 'Custom Metrics'],
  ['/monitoring', 'Monitoring'],
  ['/chat', 'Chat Agents'],
  ['/settings', 'Settings'],
  ['/prompts', 'Prompts'],
  ['/phonebook', 'Phonebook'],
  ['/experiments', 'Experiments'],
  ['/admin', 'Admin'],
  ['/auth', 'Authentication'],
  ['/voice-demo', 'Voice Demo'],
];

export function pageTitleFor(pathname: string): string {
  const match = SECTIONS.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return `${PRODUCT_NAME} - ${match ? match[1] : 'Dashboard'}`;
}

/** Set in the same commit as the page itself, so the tab never names the previous page. */
export function usePageTitle(pathname: string) {
  useLayoutEffect(() => {
    document.title = pageTitleFor(pathname);
  }, [pathname]);
}
