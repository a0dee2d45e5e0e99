import { ARTICLES, DEMONSTRATIVES, oneOf, POSSESSIVE_DETERMINERS } from '../../grammar/word-classes';
import { matchesOf } from '../../text/pattern-matches';
import { tagsOfWord } from '../../text/word-tags';

/**
 * Consequences reasoned out in clause shapes no reasoning word marks: a cause said to make something
 * so ("the heat makes her body weak", "these problems made the plan unsafe") and what would follow
 * for any case of a kind ("a balloon tied to the mast would swing", "one spark would set it on
 * fire"). Both tie a detail to what it leads to, as "because" does.
 */

/**
 * "Make" with its object: a pronoun, or a determiner and up to three words. What the object is made
 * (an adjective or a bare verb) is read from word classes after the match. The reader's own response
 * ("made me feel") is left to the reasoning words that ask which detail caused it.
 */
const CAUSATIVE = new RegExp(
  String.raw`\b(?:makes?|made|making)\s+(?<object>(?:it|him|them)\b|(?:${oneOf(ARTICLES, POSSESSIVE_DETERMINERS, DEMONSTRATIVES)})(?:\s+[\p{L}'’-]+){1,3}?)\s+(?<complement>[\p{L}-]+)`,
  'giu',
);
/**
 * "Would", "could" or "might" after a subject that names any one case of a kind ("a balloon…",
 * "one spark…", "any fire…"): a consequence thought through, not a habit of the past ("my dad would
 * drive us"), whose subject is a particular.
 */
const HYPOTHETICAL =
  /(?<=^\s*(?:even\s+)?(?:a|an|one|any)\s+(?:[\p{L}'’-]+,?\s+){0,7}?)(?:would|could|might)(?=\s+(?:not\s+)?\p{L})/giu;

/**
 * "Make" as the task someone needed, tried or planned to do ("he needed to make it safe", "the
 * problem was to make the tower taller"), or the aim someone was set on, asked for or kept to ("she
 * was determined to make the pier the longest", "they were told to make it wider", "hoping to make
 * it home"): a job told, not a cause said to make something so.
 */
const TASK_BEFORE =
  /\b(?:need(?:s|ed)?|ha[sd]|have|tr(?:y|ies|ied|ying)|want(?:s|ed|ing)?|is|was|were|are|going|able|decide[sd]?|plan(?:s|ned|ning)?|hop(?:e|ed|ing)|wish(?:ed|ing)?|determined|eager|ready|supposed|expected|forced|asked|told|aim(?:s|ed|ing)?|attempt(?:s|ed|ing)?|set\s+out|meant)\s+to\s+$/iu;
const OBJECT_PRONOUN = /^(?:it|him|her|them)$/iu;
/** The longest object read: a determiner and three words ("the old steel frame"). */
const MAX_OBJECT_WORDS = 4;

/**
 * The consequence cues of the writer's own words, at their places: a match of "make" with what it
 * makes (an adjective or a bare verb after the object, whose length is tried word by word), or the
 * modal of a hypothetical.
 */
export function consequenceCues(own: string): RegExpExecArray[] {
  const causes = matchesOf(CAUSATIVE, own).filter(
    (match) => !TASK_BEFORE.test(own.slice(0, match.index)) && makesSomethingSo(own, match),
  );
  return [...causes, ...matchesOf(HYPOTHETICAL, own)];
}

function makesSomethingSo(own: string, match: RegExpExecArray): boolean {
  // The words after "make", up to the end of the clause: the object, then what it is made.
  const clause =
    own
      .slice(match.index)
      .replace(/^\S+\s+/u, '')
      .split(/[,;:.!?]/u)[0] ?? '';
  const words = clause
    .split(/\s+/u)
    .filter(Boolean)
    .slice(0, MAX_OBJECT_WORDS + 1);
  // A pronoun may be the whole object ("makes her shiver") or a determiner ("makes her body weak").
  if (OBJECT_PRONOUN.test(words[0] ?? '') && isMadeSo(words[1])) return true;
  // After a determiner, adjectives describe the noun ("a big mistake"): the word after the noun is what it is made.
  let head = 1;
  while (head < words.length - 1 && tagsOfWord((words[head] ?? '').toLowerCase()).has('Adjective')) head++;
  return isMadeSo(words[head + 1]);
}

/** Whether a word is what an object is made: an adjective ("weak", "unsafe") or a bare verb ("shiver"). */
function isMadeSo(word: string | undefined): boolean {
  if (word === undefined) return false;
  const tags = tagsOfWord(word.toLowerCase());
  return (tags.has('Adjective') || tags.has('Infinitive')) && !tags.has('Noun');
}
