import { matchesOf } from '../text/pattern-matches';
import { compileRequirement, mayMatch, ProbedText, requirementIndex } from '../text/probed-text';
import { requiredLiterals } from '../text/required-literals';
import type { Sentence } from '../text/sentences';
import { kindOfFix, type SentenceCheck, type StyleIssue } from './finding';
import { keepCase, type PatternRule } from './pattern-rule';

/**
 * The learner errors of one sentence, at most one per stretch of words: the pattern rules first, in
 * the registry's order, then the other checks; the first finding on some words wins.
 */
export function firstFindingWins(rules: readonly PatternRule[], checks: readonly SentenceCheck[]): SentenceCheck {
  // A sentence without the words a rule's pattern spells out cannot match it: most rules skip most sentences.
  const indexed = rules.map((rule) => ({ rule, required: compileRequirement(requiredLiterals(rule.pattern)) }));
  // Most rules name a word the sentence must hold: only the rules filed under its words are tried.
  const candidatesFor = requirementIndex(indexed.map(({ required }) => required));
  return (sentence, pageText) => {
    const issues: StyleIssue[] = [];
    const keep = (issue: StyleIssue | undefined): void => {
      if (issue && !issues.some((other) => overlapping(other, issue))) issues.push(issue);
    };
    const text = new ProbedText(sentence.text);
    for (const position of candidatesFor(text)) {
      const { rule, required } = indexed[position] as (typeof indexed)[number];
      if (!mayMatch(required, text)) continue;
      for (const match of matchesOf(rule.pattern, sentence.text)) keep(issueOf(rule, match, sentence));
    }
    for (const check of checks) for (const issue of check(sentence, pageText)) keep(issue);
    return issues.sort((a, b) => a.focus - b.focus);
  };
}

function issueOf(rule: PatternRule, match: RegExpMatchArray, sentence: Sentence): StyleIssue | undefined {
  const fixed = rule.fix(match, sentence.text);
  // A pattern may take in the space after its last word; the finding shows the words alone.
  const error = match[0].trimEnd();
  const correction = error === match[0] ? fixed : fixed?.trimEnd();
  if (correction === undefined || correction === error) return undefined;
  // A rule filed under spelling ("nowadays", "myself") is counted with the misspellings.
  const kind = rule.category === 'Spelling' ? 'spelling' : kindOfFix('grammar', error, correction);
  return {
    kind,
    ruleId: rule.id,
    category: kind === 'spelling' ? 'Spelling' : rule.category,
    severity: rule.category === 'Capitalisation' ? 'minor' : 'moderate',
    sentence,
    focus: match.index ?? 0,
    error,
    // A capitalisation rule's correction is the case it asks for.
    correction: rule.category === 'Capitalisation' ? correction : keepCase(error, correction),
    explanation: rule.explanation,
  };
}

function overlapping(a: StyleIssue, b: StyleIssue): boolean {
  return a.focus < b.focus + b.error.length && b.focus < a.focus + a.error.length;
}
