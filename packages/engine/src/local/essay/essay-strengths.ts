import { evidenceFrom } from '../../text/evidence';
import { contentWordsOf } from '../../text/keywords';
import type { Sentence } from '../../text/sentences';
import { countWords } from '../../text/words';
import { listOf, singleLine } from '../wording';
import type { EssayKind } from './essay-kind';
import { hardToFollow } from './hard-to-follow';
import { withoutQuotations } from './quotations';
import { explainsWithSubstance, reflects, VERDICT_WORD } from './reasoning-evidence';
import { isStatement, ownWords, reportsOthersView, tellsAStory } from './stance-reading';

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
  return `Reflects on what the events meant to the writer (“${shownWords(reflecting, REFLECTION_QUOTE_MAX_WORDS)}”).`;
}

/**
 * The words that link a reason or an example to a claim: "because", "since", "so that", "for
 * example", "for instance". "Because of" names a cause, not a reason argued; "since then", "since
 * 2019" and "ever since" tell of time.
 */
const LINKS_A_REASON =
  /\b(?:because(?!\s+of\b)|(?<!\bever\s)since(?!\s+(?:then|\d|last|the\s+(?:day|time|start|beginning)|childhood|birth)\b)|so\s+that(?!\s+(?:is|was|were|are)\b)|for\s+(?:example|instance))\b/giu;
const OPENS_WITH_EXAMPLE = /^for\s+(?:example|instance)$/iu;
/** Words of the claim a reason backs, before its linking word: "Lessons tire pupils because …". */
const MIN_CLAIM_WORDS = 3;
/**
 * Words of a reason that name something the claim does not ("because most teenagers fall asleep
 * after midnight"): fewer, or only praise and blame ("because it is better", "because it is a good
 * idea"), and the reason asserts the claim again rather than backing it.
 */
const MIN_SPECIFIC_WORDS = 2;
const SHOWN_QUOTE_MAX_WORDS = 40;

/**
 * The first sentence a reader can follow that backs a claim with a reason or an example of its own:
 * a linking word with the claim before it (or, after "For example", in the sentence before) and,
 * after it, words that name something specific the claim does not hold.
 */
export function sentenceBackingAClaim(sentences: readonly Sentence[]): Sentence | undefined {
  return sentences.find((sentence, index) => {
    const own = withoutQuotations(sentence.text);
    // The cheap reading first: whether the writer argues is read only where a reason is linked.
    const linked = [...own.matchAll(LINKS_A_REASON)].some((match) => {
      const before = own.slice(0, match.index);
      const opensOnExample = OPENS_WITH_EXAMPLE.test(match[0]) && countWords(before) === 0;
      const claim = opensOnExample ? (sentences[index - 1]?.text ?? '') : before;
      if (countWords(claim) < MIN_CLAIM_WORDS) return false;
      // The reason may quote the text: quoted words are specific evidence too.
      const reason = sentence.text.slice(match.index + match[0].length);
      return specificWords(reason, claim) >= MIN_SPECIFIC_WORDS;
    });
    return linked && arguesInOwnVoice(sentence);
  });
}

/** The first sentence a reader can follow that says what a point means or why it matters. */
export function sentenceExplaining(sentences: readonly Sentence[]): Sentence | undefined {
  // A reason that adds something of its own: "so it was hard" explains nothing a reader can check.
  return sentences.find(
    (sentence, index) => explainsWithSubstance(sentence, sentences[index - 1]) && arguesInOwnVoice(sentence),
  );
}

/**
 * A sentence that reports what someone in the text said or decided ("Tomas tells him he will run
 * again because…", "She decided to stay since…"): its reason is the story's, not the writer's. A
 * pointer back ("This tells us…") or an indefinite ("Everyone says…") is no one in the text.
 */
const REPORTS_A_PARTICIPANT =
  /^\s*(?:(?:[Tt]hen|[Ll]ater|[Ff]inally|[Aa]t\s+the\s+end|[Ii]n\s+the\s+end)[\s,]+)?(?:[Hh]e|[Ss]he|[Tt]hey|(?!(?:This|That|These|Those|It|There|Here|Which|What|Everyone|Nobody|People|The|An?)\b)\p{Lu}\p{Ll}+)\s+(?:\p{L}+ly\s+)?(?:tells?|told|says?|said|asks?|asked|promises?|promised|decides?|decided|replies|replied|answers?|answered|yells?|yelled|thinks|thought)\b/u;

/**
 * A sentence whose reason the writer argues: one a reader can follow, that states rather than asks,
 * and neither tells what happened to the writer ("I had to look for my dad so that he could pay")
 * nor reports the reason of a view others hold ("Some parents feel it is good because …").
 */
function arguesInOwnVoice(sentence: Sentence): boolean {
  const own = ownWords(sentence.text);
  // Tagging a sentence to see whether a reader can follow it costs most: it is read last.
  return (
    isStatement(sentence.text) &&
    !tellsAStory(own) &&
    !reportsOthersView(own) &&
    !REPORTS_A_PARTICIPANT.test(own) &&
    !hardToFollow(sentence)
  );
}

/** The content words of `reason` that `claim` does not hold and that name something rather than judge. */
function specificWords(reason: string, claim: string): number {
  const given = new Set(contentWordsOf(claim).map((word) => word.toLowerCase()));
  return contentWordsOf(reason).filter((word) => !given.has(word.toLowerCase()) && !VERDICT_WORD.test(word)).length;
}

/** A sentence as the reader finds it in the text, cut after `max` words. */
export function shownWords(sentence: Sentence, max = SHOWN_QUOTE_MAX_WORDS): string {
  const quote = singleLine(evidenceFrom(sentence).quote);
  const words = quote.split(/\s+/u);
  return words.length > max ? `${words.slice(0, max).join(' ')} …` : quote;
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
