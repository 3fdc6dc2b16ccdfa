import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths.ts';
import { clearSessionStorageAuthAndGameState, sessionStore } from '../stores/session-store.ts';

/**
 * Sign-out of spec section 4, client side: cancel in-flight queries, reset the session, remove the
 * stored auth and game state, clear the query cache, go to sign-in. (Ending the server session is
 * added with the auth API.)
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await queryClient.cancelQueries();
    sessionStore.reset();
    clearSessionStorageAuthAndGameState();
    queryClient.clear();
    await navigate(paths.signIn, { replace: true });
  }, [queryClient, navigate]);
}
