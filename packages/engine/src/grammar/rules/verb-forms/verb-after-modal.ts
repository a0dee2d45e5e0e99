import { infinitiveOf } from '../../../text/word-forms';
import { tagsOfWord } from '../../../text/word-tags';
import { oneSlipShape } from '../../spelling/slip-shapes';
import { isListedWord, wordCount } from '../../spelling/word-frequency';

/**
 * Whether the written word is the other one with a letter dropped or doubled ("bought" for
 * "brought", "fell" for "feel"): the commonest slips (see SLIP_PRIOR in spelling-correction), after
 * which the writer's letters no longer tell which verb was meant.
 */
function isDroppedOrDoubled(written: string, other: string): boolean {
  const shape = oneSlipShape(written, other);
  return shape === 'missing letter' || shape === 'doubling' || isDoubleMoved(written, other);
}

/** "fell" for "feel": the same letters, one of them doubled in place of another. */
function isDoubleMoved(written: string, other: string): boolean {
  if (written.length !== other.length) return false;
  const at = [...written].findIndex((letter, index) => letter !== other[index]);
  if (at < 0 || written.slice(at + 1) !== other.slice(at + 1)) return false;
  const doubled = (word: string) => word[at] === word[at - 1] || word[at] === word[at + 1];
  return doubled(written) && doubled(other);
}

/** Every word with one letter added to the written one, or one letter of a double changed. */
function wordsNear(written: string): string[] {
  const near = new Set<string>();
  for (let at = 0; at <= written.length; at++)
    for (const letter of 'abcdefghijklmnopqrstuvwxyz') {
      near.add(written.slice(0, at) + letter + written.slice(at));
      if (at < written.length) near.add(written.slice(0, at) + letter + written.slice(at + 1));
    }
  return [...near].filter((word) => word !== written && isListedWord(word) && isDroppedOrDoubled(written, word));
}

/**
 * Another verb the writer may have meant when a past tense follows a modal: a common base form
 * ("would fell": "feel" as well as "fall") or the base of another past tense ("could bought":
 * "bring" as well as "buy") a dropped or doubled letter away. A rival at least a third as common as
 * the form it stands beside is as likely (the lead spelling fixes ask for); `undefined` when none is.
 */
function otherVerbMeant(written: string, base: string): string | undefined {
  const lower = written.toLowerCase();
  const rivals = wordsNear(lower).flatMap((near) => {
    const tags = tagsOfWord(near);
    const rivalBase = tags.has('Infinitive') ? near : tags.has('PastTense') ? infinitiveOf(near) : undefined;
    if (!rivalBase || rivalBase === base) return [];
    const beside = tags.has('Infinitive') ? base : lower;
    return wordCount(near) * 3 >= wordCount(beside) ? [{ rivalBase, count: wordCount(near) }] : [];
  });
  return rivals.sort((a, b) => b.count - a.count)[0]?.rivalBase;
}

/**
 * The fix for a past tense or an -s form after a modal ("could went" → "could go"); when the
 * written form is also a slip for another common verb, both are shown and none is chosen.
 */
export function baseAfterModalFix(opening: string, written: string, base: string): string {
  const other = otherVerbMeant(written, base);
  return other ? `Check which verb was meant: “${opening}${base}” or “${opening}${other}”.` : `${opening}${base}`;
}
