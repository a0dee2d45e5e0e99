import nlp from 'compromise';
import { matchesOf } from '../../text/pattern-matches';
import { remembered } from '../../text/remembered-words';
import type { Sentence } from '../../text/sentences';
import type { StyleIssue } from '../finding';
import { isQuotedOrTitleWord } from '../titles-and-quotes';
import { oneOf, POSSESSIVE_DETERMINERS, wordPattern } from '../word-classes';
import { PLACEHOLDER, wordsAround } from './checkable-words';
import { misspelledIn } from './grammar-linter';
import type { EnglishVariant } from './grammar-worker-protocol';

/**
 * A capitalised word inside a sentence, after a possessive, a quantifier or "in", and before a word
 * in lower case ("my Friends are", "in Summer."): a common word when the dictionary knows it in
 * lower case and it is no name. After "the", "a" or "of" a capital more often starts a title or an
 * institution's name ("the Queen", "Faculty of Medicine"), so those are left alone, as are words
 * that keep their capital as names of one of a kind.
 */
const MID_SENTENCE_CAPITAL = wordPattern(
  'gu',
)`(?<=\b(?:${oneOf(POSSESSIVE_DETERMINERS)}|this|these|those|some|many|every|each|all|any|in|about|like|love|enjoy|play)\s)(\p{Lu}\p{Ll}+)(?=\s+(?!and\b|of\b|or\b|de\b|la\b|del\b)\p{Ll}|\s*[,.!?;])`;

/**
 * A capitalised word after "the", "a" or "an" inside a sentence, before a word in lower case ("by
 * June the Garden was full"): a title or an institution's name as often as a slip, so it is taken as
 * a slip only where the same document writes the word in lower case after an article as well.
 */
const AFTER_ARTICLE_CAPITAL =
  /(?<=\b(?:the|a|an)\s)(\p{Lu}\p{Ll}+)(?=\s+(?!and\b|of\b|or\b|de\b|la\b|del\b)\p{Ll}|\s*[,.!?;])/gu;

/** The words a document writes in lower case after an article ("the story", "a flower"). */
function lowerCaseAfterArticles(sentences: readonly Sentence[]): Set<string> {
  return new Set(
    sentences.flatMap((sentence) =>
      Array.from(sentence.text.matchAll(/\b(?:the|a|an)\s+(\p{Ll}+)\b/giu), (match) => match[1] ?? ''),
    ),
  );
}

const CAPITALISED_AS_NAME =
  /^(?:internet|web|earth|sun|moon|god|mum|mom|dad|mother|father|granny|grandma|grandpa|sir|madam|miss|mister|king|queen|prince|princess|president|bible|net|march|may|august)$/u;

const isNameLike = remembered((lower: string): boolean => {
  const parsed = nlp(lower);
  return parsed.has('#ProperNoun') || parsed.has('#Person') || parsed.has('#Place') || parsed.has('#Organization');
});

export async function capitalisedCommonWords(
  sentences: readonly Sentence[],
  variant: EnglishVariant,
): Promise<StyleIssue[]> {
  const writtenLower = lowerCaseAfterArticles(sentences);
  const matches = (sentence: Sentence) => [
    ...matchesOf(MID_SENTENCE_CAPITAL, sentence.text),
    ...Array.from(matchesOf(AFTER_ARTICLE_CAPITAL, sentence.text)).filter((match) =>
      writtenLower.has(match[0].toLowerCase()),
    ),
  ];
  const candidates = sentences.flatMap((sentence) =>
    matches(sentence).flatMap((match) => {
      const lower = match[0].toLowerCase();
      if (CAPITALISED_AS_NAME.test(lower) || isNameLike(lower)) return [];
      if (PLACEHOLDER.test(wordsAround(sentence.text, match.index, match.index + match[0].length))) return [];
      // A quoted source's capital, or one inside a title in Title Case, is not the writer's to lower.
      if (isQuotedOrTitleWord(sentence.text.slice(0, match.index))) return [];
      return [{ sentence, match, lower }];
    }),
  );
  if (candidates.length === 0) return [];
  const unknown = await misspelledIn([...new Set(candidates.map(({ lower }) => lower))], variant);
  return candidates
    .filter(({ lower }) => !unknown.has(lower))
    .map(({ sentence, match, lower }) => ({
      ruleId: 'capitals.common-word-mid-sentence',
      kind: 'grammar',
      category: 'Capitalisation',
      severity: 'minor',
      sentence,
      focus: match.index,
      error: match[0],
      correction: lower,
      explanation: 'A common word inside a sentence is written in lower case (“in summer”, “my friends”).',
    }));
}
