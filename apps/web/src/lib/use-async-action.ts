import { useCallback, useState } from 'react';

/**
 * A request a screen sends on the user's command, with whether one is on its way: for the
 * sign-in page, which does without the server-state cache (ADR 043). Elsewhere, TanStack Query's
 * useMutation.
 */
export function useAsyncAction<Arg, Result>(action: (arg: Arg) => Promise<Result>) {
  const [running, setRunning] = useState(0);
  const mutateAsync = useCallback(
    async (arg: Arg): Promise<Result> => {
      setRunning((n) => n + 1);
      try {
        return await action(arg);
      } finally {
        setRunning((n) => n - 1);
      }
    },
    [action],
  );
  return { mutateAsync, isPending: running > 0 };
}
