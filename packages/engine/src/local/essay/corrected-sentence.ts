import type { ModelAnswerExample } from '@doclens/api';
import type { StyleIssue } from '../../grammar/finding';
import { evidenceFrom } from '../../text/evidence';

/** A correction that is replacement text rather than advice ("Delete “x”.", a rule's message). */
function isReplacement(issue: StyleIssue): boolean {
  return issue.kind !== 'style' && !/[.?!]$/u.test(issue.correction);
}

/**
 * The essay's own sentence with the most mechanical errors, shown before and after its corrections
 * are applied, so the writer sees the fixes in context.
 */
export function correctedSentenceExample(issues: readonly StyleIssue[]): ModelAnswerExample | undefined {
  const bySentence = new Map<number, StyleIssue[]>();
  for (const issue of issues.filter(isReplacement)) {
    bySentence.set(issue.sentence.index, [...(bySentence.get(issue.sentence.index) ?? []), issue]);
  }
  const worst = [...bySentence.values()].sort((a, b) => b.length - a.length)[0];
  const sentence = worst?.[0]?.sentence;
  if (!worst || !sentence) return undefined;
  const fixes = withoutOverlaps(worst);
  let corrected = sentence.text;
  // From the end backwards, so that earlier offsets stay valid.
  for (const fix of [...fixes].sort((a, b) => b.focus - a.focus)) {
    corrected = corrected.slice(0, fix.focus) + fix.correction + corrected.slice(fix.focus + fix.error.length);
  }
  return {
    weakness: `This sentence has ${fixes.length === 1 ? 'an error' : `${fixes.length} errors`} in grammar or spelling.`,
    improvement: corrected.replace(/\s+/gu, ' '),
    explanation: fixes.map((fix) => `“${fix.error}” → “${fix.correction}”`).join('; '),
    evidence: evidenceFrom(sentence, fixes[0]?.focus ?? 0),
  };
}

function withoutOverlaps(issues: readonly StyleIssue[]): StyleIssue[] {
  const kept: StyleIssue[] = [];
  for (const issue of [...issues].sort((a, b) => a.focus - b.focus)) {
    const previous = kept.at(-1);
    if (previous && issue.focus < previous.focus + previous.error.length) continue;
    kept.push(issue);
  }
  return kept;
}
