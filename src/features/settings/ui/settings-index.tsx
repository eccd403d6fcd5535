import { Navigate } from 'react-router';

/** /settings opens the first settings page. */
export function SettingsIndex() {
  return <Navigate to="/settings/profile" replace />;
}
