import { ARTICLES, DEMONSTRATIVES, oneOf, POSSESSIVE_DETERMINERS } from '../../grammar/word-classes';
import { matchesOf } from '../../text/pattern-matches';
import { tagsOfWord } from '../../text/word-tags';

/**
 * The signposts that move an argument from one point to the next: a determiner, perhaps a word of
 * order or rank, and a noun that names a part of an argument ("Another obstacle", "A second
 * problem", "The greatest danger", "My last point", "These reasons"), and the subordinators that
 * concede ("Though…", "Whereas…", "Despite…"). Each is read from word classes, not from phrases, so
 * a signpost counts however the writer fills it in.
 */

/** Nouns that name a part of an argument or of what it weighs: what a signpost counts off. */
export const ARGUMENT_NOUNS = [
  'way',
  'reason',
  'example',
  'point',
  'problem',
  'thing',
  'factor',
  'cause',
  'effect',
  'obstacle',
  'issue',
  'benefit',
  'advantage',
  'disadvantage',
  'argument',
  'idea',
  'challenge',
  'difficulty',
  'danger',
  'risk',
  'aspect',
  'detail',
  'step',
  'solution',
  'concern',
  'consequence',
] as const;

/** Ordinals: "a second problem", "the third reason". */
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'last', 'final', 'next'] as const;
/** Words that place a point beside or after others, or rank it: "the other factor", "a further point". */
const PLACING_WORDS = ['other', 'further', 'additional', 'main', 'key', 'major', 'only'] as const;
/** Determiners that count a point off by themselves: "another obstacle", "one reason". */
const COUNTING_DETERMINERS = ['another', 'one'] as const;
/**
 * Demonstratives gather points only in the plural ("these problems"): "this way" and "that thing"
 * point at one thing, often in the sentence itself.
 */
const GATHERING = DEMONSTRATIVES.filter((word) => word.endsWith('se'));
/** Concessive subordinators not among the transitions counted elsewhere ("although", "even though"). */
const CONCESSIVES = String.raw`(?<!\b(?:even|as)\s+)though|whereas|despite|in\s+spite\s+of|notwithstanding`;

const NOUN = `(?:${oneOf(ARGUMENT_NOUNS)})s?`;
/**
 * A determiner, up to two words between it and the noun ("the third and final", "the most serious"),
 * then the noun. Which words may stand between is decided after the match, from their word class.
 */
const SIGNPOST = new RegExp(
  String.raw`\b(?<det>(?:yet\s+)?(?:${oneOf(COUNTING_DETERMINERS)})|${oneOf(GATHERING)}|${oneOf(ARTICLES, POSSESSIVE_DETERMINERS)})\s+(?<between>(?:[\p{L}-]+\s+){0,3}?)${NOUN}\b|\b(?:${CONCESSIVES})\b`,
  'giu',
);

const VAGUE_NOUN = /\b(?:things?|ways?|steps?)$/iu;

const ARTICLE_OR_POSSESSIVE = new RegExp(`^(?:${oneOf(ARTICLES, POSSESSIVE_DETERMINERS)})$`, 'iu');

/** Whether a word between determiner and noun orders or ranks the point. */
function placesThePoint(word: string, previous: string | undefined): boolean {
  const lower = word.toLowerCase();
  if ((ORDINALS as readonly string[]).includes(lower) || (PLACING_WORDS as readonly string[]).includes(lower))
    return true;
  // "the most serious", "a more pressing": a degree word ranks the adjective after it.
  if (previous === 'most' || previous === 'more' || lower === 'most' || lower === 'more' || lower === 'and')
    return true;
  const tags = tagsOfWord(lower);
  return tags.has('Superlative') || tags.has('Comparative');
}

/**
 * A signpost counts off a point when its determiner does so alone ("another", "one", "these"
 * before a plural), with at most one word of its own before the noun ("another big obstacle"), or
 * when an article or possessive is followed by words that order or rank it: "a second problem",
 * "their biggest obstacle", but not "a big problem" or "the problem".
 */
function countsOffAPoint(match: RegExpExecArray): boolean {
  const determiner = match.groups?.det?.toLowerCase();
  if (determiner === undefined) return true;
  const between = (match.groups?.between ?? '').trim().split(/\s+/u).filter(Boolean);
  // "Thing", "way" and "step" name anything: "one thing", "these things" and "the only way" point at
  // objects or means as often as at points. Only a count that moves on ("another thing", "the
  // second way", "the last step") makes them a signpost.
  if (VAGUE_NOUN.test(match[0]))
    return (
      /\banother$/u.test(determiner) ||
      between.some((word) => (ORDINALS as readonly string[]).includes(word.toLowerCase()))
    );
  const ranks = (word: string, index: number) => placesThePoint(word, between[index - 1]?.toLowerCase());
  if (/\b(?:another|one)$/u.test(determiner)) return between.every((word, index) => index === 0 || ranks(word, index));
  if ((GATHERING as readonly string[]).includes(determiner)) return between.length <= 1 && /s$/iu.test(match[0]);
  return (
    between.length > 0 &&
    between.every((word, index) => ranks(word, index) || index === between.length - 1) &&
    between.some(ranks)
  );
}

/** What ends the text before a word that opens a sentence or clause: a stop, a comma, "and", "but", "also". */
const OPENS_AFTER = /(?:^|[.!?;:,]|\b(?:and|but|also|so|then))\s*$/iu;

/**
 * The signposts of a text (the writer's own words), at their places. An article or a possessive
 * opens a signpost only where it opens a sentence or clause: "The biggest obstacle was…" moves to
 * a point, "it was a better idea to wait" weighs one in passing.
 */
export function argumentSignposts(text: string): RegExpExecArray[] {
  return matchesOf(SIGNPOST, text).filter(
    (match) =>
      countsOffAPoint(match) &&
      (!ARTICLE_OR_POSSESSIVE.test(match.groups?.det ?? '') ||
        OPENS_AFTER.test(text.slice(Math.max(0, match.index - 8), match.index))),
  );
}
