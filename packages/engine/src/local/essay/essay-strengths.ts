import { evidenceFrom } from '../../text/evidence';
import type { Sentence } from '../../text/sentences';
import { listOf, singleLine } from '../wording';
import type { EssayKind } from './essay-kind';
import { hardToFollow } from './hard-to-follow';
import { reflects } from './reasoning-evidence';

/**
 * What a plain piece does well beyond its reasoning, each named with where it does it, so that the
 * strong points are never empty for a piece that has any: events told in order, dialogue that
 * brings a scene to life, reflection quoted where it is made.
 */

/**
 * A word that places a sentence in a sequence. An argument's points are put in order by words that
 * open their sentences ("First, …", "Finally, …"); a story's events by such words anywhere ("I
 * finally got in", "then we left").
 */
const SEQUENCE_WORD =
  '(?<marker>first(?:ly)?|second(?:ly)?|third(?:ly)?|then|next|after(?:wards?|\\s+that)?|later|finally|at\\s+last|at\\s+first|in\\s+the\\s+end|eventually|soon|meanwhile|the\\s+next\\s+(?:day|morning|night|week)|lastly)\\b';
const OPENS_IN_SEQUENCE = new RegExp(`^\\s*["“]?${SEQUENCE_WORD}`, 'iu');
const SEQUENCE_ANYWHERE = new RegExp(`\\b${SEQUENCE_WORD}`, 'iu');
const MIN_SEQUENCED_SENTENCES = 3;
const MIN_SEQUENCE_WORDS = 2;
const SEQUENCE_WORDS_NAMED = 3;
/**
 * Words spoken in a scene: quoted words that end as speech does, with "!", "?" or a comma before the
 * closing mark ("Run!" she yelled; "Wait," he said). A title or a quoted term ends on no such mark.
 */
const SPOKEN = /["“](?<words>[^"”\n]{1,80}?[!?,])["”]/u;
const REFLECTION_QUOTE_MAX_WORDS = 16;

export function craftStrengths(sentences: readonly Sentence[], kind: EssayKind): string[] {
  const strengths: string[] = [];
  const sequence = sequenceWords(sentences, kind === 'narrative' ? SEQUENCE_ANYWHERE : OPENS_IN_SEQUENCE);
  if (sequence.length > 0)
    strengths.push(
      kind === 'narrative'
        ? `Tells its events in order, marked by ${listOf(sequence.map((word) => `“${word}”`))}.`
        : `Takes its points in order, marked by ${listOf(sequence.map((word) => `“${word}”`))}.`,
    );
  if (kind === 'narrative') {
    const spoken = sentences.map((sentence) => SPOKEN.exec(sentence.text)?.groups?.words).find(Boolean);
    if (spoken) strengths.push(`Brings a scene to life with dialogue (“${spoken.replace(/,$/u, '')}”).`);
  }
  return strengths;
}

/** The reflection of a story, quoted where it is made (the words around the cue, not the whole sentence). */
export function reflectionStrength(sentences: readonly Sentence[]): string | undefined {
  // A story most often reflects at its end: the last reflection is the one a reader remembers. A
  // line a reader cannot follow is no reflection to quote back as a strength.
  const reflecting = sentences.findLast((sentence) => reflects(sentence) && !hardToFollow(sentence));
  if (!reflecting) return undefined;
  const quote = singleLine(evidenceFrom(reflecting).quote);
  const words = quote.split(/\s+/u);
  const shown =
    words.length > REFLECTION_QUOTE_MAX_WORDS ? `${words.slice(0, REFLECTION_QUOTE_MAX_WORDS).join(' ')} …` : quote;
  return `Reflects on what the events meant to the writer (“${shown}”).`;
}

/** The words that open sentences in sequence, as written, in the order the text first uses them. */
function sequenceWords(sentences: readonly Sentence[], marker: RegExp): string[] {
  const markers = sentences
    .map((sentence) => marker.exec(sentence.text)?.groups?.marker)
    .filter((marker): marker is string => marker !== undefined);
  const distinct = [...new Map(markers.map((marker) => [marker.toLowerCase(), marker])).values()];
  return markers.length >= MIN_SEQUENCED_SENTENCES && distinct.length >= MIN_SEQUENCE_WORDS
    ? distinct.slice(0, SEQUENCE_WORDS_NAMED)
    : [];
}
