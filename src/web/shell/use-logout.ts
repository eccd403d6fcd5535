import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { logOut } from '../lib/auth-api';

/** SPEC §4.5: reset cached client state, end the session, go to the login route. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.cancelQueries();
    queryClient.clear();
    await logOut().catch(() => {});
    window.location.assign('/auth');
  }, [queryClient]);
}
