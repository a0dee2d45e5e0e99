import type { IgnoredWritingRulesResponse } from '@doclens/api';
import { apiJson } from '../../../lib/api-client';
import { documentKeys } from '../../../lib/query-keys';

/** The writing rules the viewer chose to ignore in one document. */
export function fetchIgnoredWritingRules(documentId: number): Promise<IgnoredWritingRulesResponse> {
  return apiJson('GET', documentKeys.ignoredWritingRules(documentId)[0]);
}

/** Ignores a rule (or shows it again); answers with the rules now ignored. */
export function setWritingRuleIgnored(
  documentId: number,
  ruleId: string,
  ignore: boolean,
): Promise<IgnoredWritingRulesResponse> {
  const url = `${documentKeys.ignoredWritingRules(documentId)[0]}/${encodeURIComponent(ruleId)}`;
  return apiJson(ignore ? 'PUT' : 'DELETE', url);
}
