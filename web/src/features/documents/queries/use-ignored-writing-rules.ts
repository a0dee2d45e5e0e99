import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentKeys } from '../../../lib/query-keys';
import { fetchIgnoredWritingRules, setWritingRuleIgnored } from '../api/writing-rules-api';

/**
 * The writing rules the viewer ignores in one document, and the means to ignore one or show it
 * again. Kept by the server, so a rule ignored once stays ignored on every visit.
 */
export function useIgnoredWritingRules(documentId: number) {
  const queryClient = useQueryClient();
  const queryKey = documentKeys.ignoredWritingRules(documentId);
  const ignored = useQuery({
    queryKey,
    queryFn: () => fetchIgnoredWritingRules(documentId),
  });
  const change = useMutation({
    mutationFn: ({ ruleId, ignore }: { ruleId: string; ignore: boolean }) =>
      setWritingRuleIgnored(documentId, ruleId, ignore),
    onSuccess: (answer) => queryClient.setQueryData(queryKey, answer),
  });
  return {
    ruleIds: ignored.data?.ruleIds ?? [],
    ignore: (ruleId: string) => change.mutate({ ruleId, ignore: true }),
    restore: (ruleId: string) => change.mutate({ ruleId, ignore: false }),
    pending: change.isPending,
  };
}
