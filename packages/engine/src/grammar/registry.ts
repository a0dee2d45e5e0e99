import { articles, haveNotOf, lowercaseI, lowercaseStart, misspellings, repeatedWords } from './checks/basic-checks';
import { missingWords } from './checks/missing-words';
import { longSentence } from './checks/style-checks';
import { commaSplices } from './commas/comma-splices';
import { innerCommas } from './commas/inner-commas';
import { linkingAdverbCommas } from './commas/linking-adverbs';
import { openingCommas } from './commas/opening-commas';
import type { SentenceCheck } from './finding';
import type { PatternRule } from './pattern-rule';
import { PATTERN_RULE_ORDER } from './pattern-rule-order';
import { firstFindingWins } from './pattern-rule-runner';
import { compoundHyphens } from './punctuation/compound-hyphens';
import { strayPunctuation } from './punctuation/stray-punctuation';
import { AGREEMENT_ACROSS_A_PHRASE_RULES } from './rules/agreement/across-a-phrase';
import { AGREEMENT_BASIC_RULES } from './rules/agreement/basic';
import { AGREEMENT_COLLOCATIONS_RULES } from './rules/agreement/collocations';
import { AGREEMENT_USAGE_RULES } from './rules/agreement/usage';
import { AGREEMENT_VERB_FORMS_RULES } from './rules/agreement/verb-forms';
import { CAPITALS_BASIC_RULES } from './rules/capitals/basic';
import { CAPITALS_COLLOCATIONS_RULES } from './rules/capitals/collocations';
import { COMPARISONS_BASIC_RULES } from './rules/comparisons/basic';
import { COMPARISONS_COLLOCATIONS_RULES } from './rules/comparisons/collocations';
import { DETERMINERS_BASIC_RULES } from './rules/determiners/basic';
import { DETERMINERS_COLLOCATIONS_RULES } from './rules/determiners/collocations';
import { DETERMINERS_COUNTABLE_AFTER_HAVE_RULES } from './rules/determiners/countable-after-have';
import { DETERMINERS_NOUN_PHRASES_1_RULES } from './rules/determiners/noun-phrases-1';
import { DETERMINERS_NOUN_PHRASES_2_RULES } from './rules/determiners/noun-phrases-2';
import { DETERMINERS_USAGE_RULES } from './rules/determiners/usage';
import { NOUN_NUMBER_BASIC_RULES } from './rules/noun-number/basic';
import { NOUN_NUMBER_COLLOCATIONS_RULES } from './rules/noun-number/collocations';
import { NOUN_NUMBER_DETERMINER_BEFORE_VERB_RULES } from './rules/noun-number/determiner-before-verb';
import { NOUN_NUMBER_NOUN_PHRASES_RULES } from './rules/noun-number/noun-phrases';
import { NOUN_NUMBER_USAGE_RULES } from './rules/noun-number/usage';
import { PREPOSITIONS_BASIC_RULES } from './rules/prepositions/basic';
import { PREPOSITIONS_COLLOCATIONS_1_RULES } from './rules/prepositions/collocations-1';
import { PREPOSITIONS_COLLOCATIONS_2_RULES } from './rules/prepositions/collocations-2';
import { PREPOSITIONS_NOUN_PHRASES_RULES } from './rules/prepositions/noun-phrases';
import { PREPOSITIONS_USAGE_RULES } from './rules/prepositions/usage';
import { PRONOUNS_RULES } from './rules/pronouns';
import { PUNCTUATION_BASIC_RULES } from './rules/punctuation/basic';
import { PUNCTUATION_COLLOCATIONS_RULES } from './rules/punctuation/collocations';
import { SENTENCE_STRUCTURE_BASIC_RULES } from './rules/sentence-structure/basic';
import { SENTENCE_STRUCTURE_COLLOCATIONS_RULES } from './rules/sentence-structure/collocations';
import { SENTENCE_STRUCTURE_NOUN_PHRASES_RULES } from './rules/sentence-structure/noun-phrases';
import { SENTENCE_STRUCTURE_USAGE_RULES } from './rules/sentence-structure/usage';
import { SPELLING_BASIC_RULES } from './rules/spelling/basic';
import { SPELLING_USAGE_RULES } from './rules/spelling/usage';
import { VERB_FORMS_BASIC_RULES } from './rules/verb-forms/basic';
import { VERB_FORMS_COLLOCATIONS_RULES } from './rules/verb-forms/collocations';
import { VERB_FORMS_MODAL_BASE_VERB_RULES } from './rules/verb-forms/modal-base-verb';
import { VERB_FORMS_USAGE_RULES } from './rules/verb-forms/usage';
import { VERB_FORMS_VERB_FORMS_1_RULES } from './rules/verb-forms/verb-forms-1';
import { VERB_FORMS_VERB_FORMS_2_RULES } from './rules/verb-forms/verb-forms-2';
import { WORD_CHOICE_COLLOCATIONS_RULES } from './rules/word-choice/collocations';
import { WORD_CHOICE_NOUN_PHRASES_RULES } from './rules/word-choice/noun-phrases';
import { WORD_CHOICE_USAGE_RULES } from './rules/word-choice/usage';
import { WORD_CHOICE_WHAT_LOOKS_LIKE_RULES } from './rules/word-choice/what-looks-like';
import { WORD_FORMS_RULES } from './rules/word-forms';
import { WORD_ORDER_BASIC_RULES } from './rules/word-order/basic';
import { WORD_ORDER_COLLOCATIONS_RULES } from './rules/word-order/collocations';
import { WORD_ORDER_NOUN_PHRASES_RULES } from './rules/word-order/noun-phrases';
import { WORD_ORDER_WORD_ORDER_RULES } from './rules/word-order/word-order';
import { taggedLearnerErrors } from './tagged/tagged-errors';

/**
 * The one list of what the grammar checker runs, in what order. Each pattern rule carries its own
 * id; the checks below carry theirs on the findings they build.
 */

/** Every pattern rule, filed by kind. */
const RULES_BY_KIND: readonly PatternRule[] = [
  ...PREPOSITIONS_BASIC_RULES,
  ...PREPOSITIONS_COLLOCATIONS_1_RULES,
  ...PREPOSITIONS_COLLOCATIONS_2_RULES,
  ...PREPOSITIONS_NOUN_PHRASES_RULES,
  ...PREPOSITIONS_USAGE_RULES,
  ...DETERMINERS_BASIC_RULES,
  ...DETERMINERS_COLLOCATIONS_RULES,
  ...DETERMINERS_NOUN_PHRASES_1_RULES,
  ...DETERMINERS_NOUN_PHRASES_2_RULES,
  ...DETERMINERS_USAGE_RULES,
  ...DETERMINERS_COUNTABLE_AFTER_HAVE_RULES,
  ...VERB_FORMS_BASIC_RULES,
  ...VERB_FORMS_COLLOCATIONS_RULES,
  ...VERB_FORMS_USAGE_RULES,
  ...VERB_FORMS_VERB_FORMS_1_RULES,
  ...VERB_FORMS_VERB_FORMS_2_RULES,
  ...VERB_FORMS_MODAL_BASE_VERB_RULES,
  ...AGREEMENT_BASIC_RULES,
  ...AGREEMENT_COLLOCATIONS_RULES,
  ...AGREEMENT_USAGE_RULES,
  ...AGREEMENT_VERB_FORMS_RULES,
  ...AGREEMENT_ACROSS_A_PHRASE_RULES,
  ...NOUN_NUMBER_BASIC_RULES,
  ...NOUN_NUMBER_COLLOCATIONS_RULES,
  ...NOUN_NUMBER_NOUN_PHRASES_RULES,
  ...NOUN_NUMBER_USAGE_RULES,
  ...NOUN_NUMBER_DETERMINER_BEFORE_VERB_RULES,
  ...WORD_ORDER_BASIC_RULES,
  ...WORD_ORDER_COLLOCATIONS_RULES,
  ...WORD_ORDER_NOUN_PHRASES_RULES,
  ...WORD_ORDER_WORD_ORDER_RULES,
  ...COMPARISONS_BASIC_RULES,
  ...COMPARISONS_COLLOCATIONS_RULES,
  ...SPELLING_BASIC_RULES,
  ...SPELLING_USAGE_RULES,
  ...PUNCTUATION_BASIC_RULES,
  ...PUNCTUATION_COLLOCATIONS_RULES,
  ...SENTENCE_STRUCTURE_BASIC_RULES,
  ...SENTENCE_STRUCTURE_COLLOCATIONS_RULES,
  ...SENTENCE_STRUCTURE_NOUN_PHRASES_RULES,
  ...SENTENCE_STRUCTURE_USAGE_RULES,
  ...CAPITALS_BASIC_RULES,
  ...CAPITALS_COLLOCATIONS_RULES,
  ...WORD_CHOICE_COLLOCATIONS_RULES,
  ...WORD_CHOICE_NOUN_PHRASES_RULES,
  ...WORD_CHOICE_USAGE_RULES,
  ...WORD_CHOICE_WHAT_LOOKS_LIKE_RULES,
  ...WORD_FORMS_RULES,
  ...PRONOUNS_RULES,
];

/** Every pattern rule, in the order it is tried (PATTERN_RULE_ORDER). */
export const PATTERN_RULES: readonly PatternRule[] = inOrder(RULES_BY_KIND, PATTERN_RULE_ORDER);

/** The checks of commas, hyphens and stray punctuation, in the order they are tried. */
export const PUNCTUATION_CHECKS: readonly SentenceCheck[] = [
  openingCommas,
  innerCommas,
  linkingAdverbCommas,
  compoundHyphens,
  commaSplices,
  strayPunctuation,
];

/**
 * The learner-error checks after the pattern rules, in the order they are tried: the rules that read
 * each word's part of speech, then the punctuation checks.
 */
export const LEARNER_CHECKS: readonly SentenceCheck[] = [
  (sentence) => taggedLearnerErrors(sentence),
  ...PUNCTUATION_CHECKS,
];

/**
 * Learner errors: the pattern rules, then LEARNER_CHECKS; at most one finding per stretch of words,
 * the first one listed winning.
 */
export const learnerErrors: SentenceCheck = firstFindingWins(PATTERN_RULES, LEARNER_CHECKS);

/** Checks of correctness only, for text that is not prose (a CV's lines). */
export const GRAMMAR_CHECKS: readonly SentenceCheck[] = [
  haveNotOf,
  repeatedWords,
  lowercaseI,
  lowercaseStart,
  articles,
  misspellings,
  learnerErrors,
  missingWords,
];

/**
 * Every check, for essays: correctness, then long sentences. The passive voice is not checked: when to
 * name the actor is the writer's choice, not an error (docs/decisions.md).
 */
export const ESSAY_CHECKS: readonly SentenceCheck[] = [...GRAMMAR_CHECKS, longSentence];

/** The rules in the given order of ids; a rule left out of the order, or an id no rule has, is a mistake. */
function inOrder(rules: readonly PatternRule[], order: readonly string[]): PatternRule[] {
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  if (byId.size !== rules.length) throw new Error('Two grammar rules share an id.');
  const ordered = order.map((id) => {
    const rule = byId.get(id);
    if (!rule) throw new Error(`No grammar rule has the id ${id}.`);
    return rule;
  });
  if (new Set(order).size !== rules.length || ordered.length !== rules.length)
    throw new Error('Every grammar rule is listed once in PATTERN_RULE_ORDER.');
  return ordered;
}
