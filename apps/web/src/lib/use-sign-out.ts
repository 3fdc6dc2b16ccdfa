import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths.ts';
import { clearSessionStorageAuthAndGameState, sessionStore } from '../stores/session-store.ts';
import { endServerSession } from './auth-session.ts';
import { setSigningOut } from './sign-out-state.ts';
import { restoreDeviceLocale } from '../i18n/i18n.ts';

/**
 * Sign-out of docs/product/states.md section 6: end the server session (the refresh token is
 * revoked), cancel in-flight queries, reset the session, remove the stored auth and game state,
 * clear the query cache, go to sign-in.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    setSigningOut(true);
    try {
      await endServerSession();
      await queryClient.cancelQueries();
      sessionStore.reset();
      clearSessionStorageAuthAndGameState();
      queryClient.clear();
      await restoreDeviceLocale();
      await navigate(paths.signIn, { replace: true });
    } finally {
      setSigningOut(false);
    }
  }, [queryClient, navigate]);
}
