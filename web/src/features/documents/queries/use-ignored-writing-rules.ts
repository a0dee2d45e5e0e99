import type { IgnoredWritingRulesResponse } from '@doclens/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

const urlOf = (documentId: number) => `/api/documents/${documentId}/ignored-writing-rules`;

/**
 * The writing rules the viewer ignores in one document, and the means to ignore one or show it
 * again. Kept by the server, so a rule ignored once stays ignored on every visit.
 */
export function useIgnoredWritingRules(documentId: number) {
  const queryClient = useQueryClient();
  const queryKey = [urlOf(documentId)] as const;
  const ignored = useQuery({
    queryKey,
    queryFn: () => apiJson<IgnoredWritingRulesResponse>('GET', urlOf(documentId)),
  });
  const change = useMutation({
    mutationFn: ({ ruleId, ignore }: { ruleId: string; ignore: boolean }) =>
      apiJson<IgnoredWritingRulesResponse>(
        ignore ? 'PUT' : 'DELETE',
        `${urlOf(documentId)}/${encodeURIComponent(ruleId)}`,
      ),
    onSuccess: (answer) => queryClient.setQueryData(queryKey, answer),
  });
  return {
    ruleIds: ignored.data?.ruleIds ?? [],
    ignore: (ruleId: string) => change.mutate({ ruleId, ignore: true }),
    restore: (ruleId: string) => change.mutate({ ruleId, ignore: false }),
    pending: change.isPending,
  };
}
