import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/** Spec part 1 §9: queries never go stale on their own, nothing retries or refetches unless asked. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
