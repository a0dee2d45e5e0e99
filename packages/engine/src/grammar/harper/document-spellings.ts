import type { Sentence } from '../../text/sentences';
import { breaksThePhrase } from '../spelling/phrase-fit';
import { editDistance } from '../spelling/slip-shapes';
import { isNounInAdjectivePlace, isOutOfPlace } from '../spelling/slot-fit';
import { likelySpelling, type Neighbours } from '../spelling/spelling-correction';
import type { GrammarLint } from './grammar-linter';

/** One misspelled word where it stands: the words it may stand for and the words either side. */
export interface SpellingPlace {
  lint: GrammarLint;
  candidates: readonly string[];
  neighbours: Neighbours;
}

/**
 * Where each misspelled word of the linted pages stands (`candidatesOf` gives the words a lint may
 * stand for, `undefined` for a lint about something else), and which of them open their sentence,
 * where a capital says nothing of a name ("… on the internent! Internent research").
 */
export function spellingPlaces(
  pages: ReadonlyArray<{ page: number; lints: readonly GrammarLint[] }>,
  sentences: readonly Sentence[],
  candidatesOf: (lint: GrammarLint) => readonly string[] | undefined,
): { places: SpellingPlace[]; opening: Set<GrammarLint> } {
  const places: SpellingPlace[] = [];
  const opening = new Set<GrammarLint>();
  for (const { page, lints } of pages) {
    for (const lint of lints) {
      const candidates = candidatesOf(lint);
      const sentence = sentences.find(
        (candidate) => candidate.page === page && lint.start >= candidate.start && lint.end <= candidate.end,
      );
      if (!candidates || !sentence) continue;
      const focus = lint.start - sentence.start;
      if (/^[\s"'“‘([]*$/u.test(sentence.text.slice(0, focus))) opening.add(lint);
      places.push({ lint, candidates, neighbours: neighboursAround(sentence.text, focus, lint.end - lint.start) });
    }
  }
  return { places, opening };
}

/** The words either side of the stretch `focus`…`focus + length` of a sentence: a word, or a punctuation mark after it. */
export function neighboursAround(text: string, focus: number, length: number): Neighbours {
  return {
    before: /(\p{L}+)\s+$/u.exec(text.slice(0, focus))?.[1],
    after: /^\s*([^\s\p{L}]|\p{L}+)/u.exec(text.slice(focus + length))?.[1],
  };
}

/**
 * The fix offered for each misspelling of a document, read from the whole document as a teacher
 * reads it: a writer spells a word the same wrong way each time and means the same word each time,
 * and a word the writer spells right elsewhere is likely the word meant.
 *
 * - One misspelling gets one fix: where the places read differently ("out of the extream" taken
 *   for the noun "extrema", "extream heat" for "extreme"), the fix weighed without the neighbouring
 *   words is kept if some place gave it, and no fix is offered otherwise.
 * - A word of the writer's own, spelled right elsewhere, that the misspelling is with one or two
 *   letters left out ("drigbles" beside "dirigibles"), is the fix; another word of theirs as near
 *   as the dictionary's fix ("plian" beside "plain" when "plan" is the fix) is a rival the letters
 *   cannot rule out, and no fix is offered.
 */
export function documentSpellingFixes(
  places: readonly SpellingPlace[],
  text: string,
): ReadonlyMap<GrammarLint, string | undefined> {
  const weigh = likelySpellingPerDocument();
  const byWord = new Map<string, SpellingPlace[]>();
  for (const place of places) {
    const word = place.lint.problem.toLowerCase();
    byWord.set(word, [...(byWord.get(word) ?? []), place]);
  }
  const ownWords = wordsSpelledRight(text, new Set(byWord.keys()));
  const fixes = new Map<GrammarLint, string | undefined>();
  for (const [word, sameWord] of byWord) {
    const inPlace = sameWord.map((place) => weigh(place.lint.problem, place.candidates, place.neighbours));
    const offered = new Set(inPlace.flatMap((fix) => (fix === undefined ? [] : [fix.toLowerCase()])));
    sameWord.forEach((place, index) => {
      const outOfPlace = offered.size > 1 ? weigh(place.lint.problem, place.candidates) : undefined;
      const fix =
        offered.size <= 1
          ? inPlace[index]
          : outOfPlace && offered.has(outOfPlace.toLowerCase())
            ? outOfPlace
            : undefined;
      fixes.set(place.lint, ownWordFix(place.lint.problem, word, fix, ownWords, place.neighbours));
    });
  }
  return fixes;
}

/** A misspelling shorter than this, or a word of the writer's shorter than this, has too many near words to weigh. */
const MIN_OWN_WORD_LENGTH = 5;

/** How many letters a word of the writer's may differ from a misspelling and still be the word meant. */
const MAX_OWN_WORD_DISTANCE = 2;

/** The fix once the writer's own words are weighed: see `documentSpellingFixes`. */
function ownWordFix(
  misspelled: string,
  word: string,
  fix: string | undefined,
  ownWords: ReadonlySet<string>,
  neighbours: Neighbours,
): string | undefined {
  const fixWord = fix?.toLowerCase();
  if (word.length < MIN_OWN_WORD_LENGTH || (fixWord !== undefined && ownWords.has(fixWord))) return fix;
  const fixDistance = fixWord === undefined ? MAX_OWN_WORD_DISTANCE : editDistance(word, fixWord);
  const kept: string[] = [];
  let nearer = false;
  for (const own of ownWords) {
    if (own.charAt(0) !== word.charAt(0) || isFormOf(own, fixWord)) continue;
    const distance = editDistance(word, own);
    if (distance > MAX_OWN_WORD_DISTANCE) continue;
    // "be patince" beside the writer's "patience": the noun does not fit after "be" ("patient" does),
    // so the writer's word is only a rival there, not the fix.
    if (isWithLettersLeftOut(word, own) && fitsThePlace(own, neighbours)) kept.push(own);
    else if (distance <= fixDistance || isWithLettersLeftOut(word, own)) nearer = true;
  }
  const [own] = kept;
  if (kept.length === 1 && own && !nearer) return inCaseOf(misspelled, own);
  return kept.length > 0 || nearer ? undefined : fix;
}

/** Whether a word of the writer's can stand where the misspelling stands, by the same checks as a dictionary fix. */
const fitsThePlace = (own: string, neighbours: Neighbours): boolean =>
  !isOutOfPlace(own, neighbours) && !isNounInAdjectivePlace(own, neighbours) && !breaksThePhrase(own, neighbours);

/** Another form of the fix's own word ("believed" beside "believe"): no rival to it. */
function isFormOf(own: string, fix: string | undefined): boolean {
  if (fix === undefined) return false;
  const stem = fix.length > 4 ? fix.slice(0, -2) : fix;
  return own.startsWith(stem);
}

/** Whether every letter typed is in the word, in order: the word with one or more letters left out. */
function isWithLettersLeftOut(typed: string, word: string): boolean {
  let at = 0;
  for (const letter of word) if (letter === typed[at]) at += 1;
  return at === typed.length;
}

/** The document's words of full length that the dictionary knows, lower-case: those not misspelled. */
function wordsSpelledRight(text: string, misspelled: ReadonlySet<string>): Set<string> {
  const words = new Set<string>();
  for (const [word] of text.matchAll(/(?<![\p{L}@'’])\p{L}{5,}(?![\p{L}\d'’])/gu)) {
    const lower = word.toLowerCase();
    if (!misspelled.has(lower)) words.add(lower);
  }
  return words;
}

/**
 * likelySpelling, weighed once per misspelling, candidates and neighbouring words in a document:
 * a writer repeats a misspelling, often in the same words.
 */
function likelySpellingPerDocument(): typeof likelySpelling {
  const weighed = new Map<string, string | undefined>();
  return (misspelled, candidates, neighbours = {}) => {
    const key = [misspelled, neighbours.before ?? '', neighbours.after ?? '', ...candidates].join('\u0000');
    if (!weighed.has(key)) weighed.set(key, likelySpelling(misspelled, candidates, neighbours));
    return weighed.get(key);
  };
}

function inCaseOf(misspelled: string, word: string): string {
  return /^\p{Lu}/u.test(misspelled) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}
