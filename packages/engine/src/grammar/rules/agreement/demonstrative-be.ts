import { tagsOfWord } from '../../../text/word-tags';
import { after, before, keepCase, type PatternRule, word } from '../../pattern-rule';

/**
 * A preposition just before the demonstrative: it is the object of the preposition, and "be" agrees
 * with a subject after it ("behind all this are years of work", "each of these is").
 */
const PREPOSITION_BEFORE =
  /\b(?:of|on|upon|about|in|into|with|without|for|from|to|by|at|like|than|over|under|behind|beyond|besides|among|amongst|between|through|after|before|around|near|beside|despite|including|all)\s+$/iu;

/** Words before "this were" that make it the subjunctive: "if only this were true", "I wish this were". */
const SUBJUNCTIVE_BEFORE = /\b(?:if|though|wish|wished|suppose|supposing|imagine|unless|doubt)\s+(?:only\s+)?$/iu;

/** "these are" for "this are": the verb keeps its number, the demonstrative takes it. */
const PLURAL_OF: Readonly<Record<string, string>> = { this: 'these' };
/** "this is" for "these is": the verb keeps its number, the demonstrative takes it. */
const SINGULAR_OF: Readonly<Record<string, string>> = { these: 'this', those: 'that' };
/** Where the words after the verb say the number ("are a problem", "was the best days"), the verb takes it. */
const SINGULAR_BE: Readonly<Record<string, string>> = { are: 'is', were: 'was' };
const PLURAL_BE: Readonly<Record<string, string>> = { is: 'are', was: 'were' };

/** "a problem" after the verb: one thing. */
const ONE_THING_AFTER = /^\s+(?:a|an|one)\b/iu;

/** A plural noun among the next three words: "the best days", "my favourite songs". */
function pluralAfter(rest: string): boolean {
  const words = /^\s+(\p{Ll}+)(?:\s+(\p{Ll}+))?(?:\s+(\p{Ll}+))?/u.exec(rest)?.slice(1) ?? [];
  return words.some((next) => next !== undefined && tagsOfWord(next).has('Plural'));
}

export const AGREEMENT_DEMONSTRATIVE_BE_RULES: readonly PatternRule[] = [
  {
    id: 'agreement.this-these-agree-with-be',
    category: 'Agreement',
    pattern: /\b(this|these|those)\s+(are|were|is|was)\b/giu,
    explanation: '“This” goes with “is” and “was”; “these” and “those” go with “are” and “were”.',
    fix: (match, sentence) => {
      const prior = before(match, sentence);
      if (PREPOSITION_BEFORE.test(prior)) return undefined;
      const demonstrative = word(match, 1);
      const verb = word(match, 2).toLowerCase();
      const lower = demonstrative.toLowerCase();
      if (lower === 'this') {
        if (verb === 'is' || verb === 'was') return undefined;
        if (verb === 'were' && SUBJUNCTIVE_BEFORE.test(prior)) return undefined;
        return ONE_THING_AFTER.test(after(match, sentence))
          ? `${demonstrative} ${SINGULAR_BE[verb] ?? verb}`
          : `${keepCase(demonstrative, PLURAL_OF[lower] ?? lower)} ${verb}`;
      }
      if (verb === 'are' || verb === 'were') return undefined;
      return pluralAfter(after(match, sentence))
        ? `${demonstrative} ${PLURAL_BE[verb] ?? verb}`
        : `${keepCase(demonstrative, SINGULAR_OF[lower] ?? lower)} ${verb}`;
    },
  },
];
