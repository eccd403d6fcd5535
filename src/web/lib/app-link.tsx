import type { ComponentProps } from 'react';
import { Link, NavLink, useNavigate, useSearchParams } from 'react-router';
import { withSelection } from './selection';

type LinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };
type NavLinkProps = Omit<ComponentProps<typeof NavLink>, 'to'> & { to: string };

/** A link that carries the agent selection (?agent=, ?group=) to its target. */
export function AppLink({ to, ...rest }: LinkProps) {
  const [params] = useSearchParams();
  return <Link to={withSelection(to, params)} {...rest} />;
}

export function AppNavLink({ to, ...rest }: NavLinkProps) {
  const [params] = useSearchParams();
  return <NavLink to={withSelection(to, params)} {...rest} />;
}

/** navigate() that carries the agent selection. */
export function useAppNavigate() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (to: string, opts?: { replace?: boolean }) => navigate(withSelection(to, params), opts);
}
