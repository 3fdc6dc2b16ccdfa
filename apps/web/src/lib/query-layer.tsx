import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client.ts';

let client: QueryClient | null = null;

/** The app's one server-state cache, made when a screen first needs it. */
export function appQueryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}

/**
 * The server-state cache around the screens that use it (loaded with the first of them: the
 * sign-in page does without, so the cache's code is not on its first load, ADR 043).
 */
export default function QueryLayer({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}
