import type { Sentence } from '../../text/sentences';
import { UNCAPPED_IN_WORDS } from './uncapped-claims';

/**
 * The claims a contract leaves outside its limits on liability, wherever it says so: in the cap's own
 * sentence ("except for a party's gross negligence"), in a sentence about the limits ("Section 9.1 will
 * not apply to Excluded Claims") or in the definition of the term such a sentence names ("“Excluded
 * Claims” means … any breach of Section 8 (Confidentiality)"). A reader is not asked for a carve-out
 * the contract already makes.
 */

/** The carve-outs a reader asks of a limit on liability, each with the words that show one is made. */
export const CAP_EXCEPTIONS = [
  { ask: 'gross negligence', made: /\bgross(?:ly)?\s+negligen\w*|\bwil(?:l)?ful\s+(?:misconduct|default)/iu },
  { ask: 'data breaches', made: /\b(?:personal\s+)?data\b|\bprivacy\b|\bsecurity\s+breach\w*/iu },
  { ask: 'confidentiality', made: /\bconfidential\w*/iu },
  { ask: 'indemnities', made: /\bindemni(?:fy|fies|fied|fication|ties|ty)\b/iu },
] as const;

export type CapException = (typeof CAP_EXCEPTIONS)[number]['ask'];

/** A carve-out the contract makes: the sentence that makes it (or names the term defining it), and whether it is from the cap itself. */
export interface CarveOut {
  sentence: Sentence;
  /** It takes the claims out of the cap, not only out of an exclusion of kinds of loss. */
  fromCap: boolean;
}

export type CarveOuts = Partial<Record<CapException, CarveOut>>;

// A sentence about the limits on liability: liability itself, or the cap, limitation, exclusion or waiver named.
const ABOUT_LIMITS = /\bliab(?:le|ility|ilities)\b|\b(?:caps?|limitations?|limits|exclusions?|waivers?)\b/iu;
// Where a limit makes an exception: "except for …", "shall not apply to …", "excluding …".
const EXCEPTED =
  /\b(?:except|excepting|excluding|other\s+than|save\s+for|(?:shall|will|does|do)\s+not\s+(?:apply\s+to|limit))\b/iu;
// A defined term a carve-out names ("Uncapped Claims", "Excluded Claims"), looked up in its definition.
const TERM = /\b(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,3})\b/gu;

// A sentence about the cap itself: "the General Cap", "the limitation of liability", "shall not exceed".
const ABOUT_A_CAP =
  /\bcaps?\b|\bceiling\b|\blimitations?\s+(?:of|on)\s+liability\b|\blimits?\s+(?:of|on)\s+liability\b|\bexceed\b/iu;

/**
 * Every carve-out the contract makes from its limits on liability. `capSection` is the number of the
 * section that states the cap ("9.1"): a sentence naming it ("Section 9.1 will not apply to …") is about the cap.
 */
export function capCarveOuts(sentences: readonly Sentence[], capSection?: string): CarveOuts {
  const namesCapSection = capSection
    ? new RegExp(String.raw`\bSections?\s+${capSection.replace(/\./gu, String.raw`\.`)}(?!\d|\.\d)`, 'u')
    : undefined;
  const carveOuts: CarveOuts = {};
  for (const sentence of sentences) {
    const aboutTheCap = namesCapSection?.test(sentence.text) === true;
    const excepted = exceptedWords(sentence.text, aboutTheCap);
    if (excepted === undefined) continue;
    const read = [excepted, ...definitionsNamed(excepted, sentences)].join(' ');
    const fromCap = aboutTheCap || ABOUT_A_CAP.test(sentence.text) || leavesUncapped(sentence.text);
    for (const { ask, made } of CAP_EXCEPTIONS) {
      const found = carveOuts[ask];
      if ((found === undefined || (!found.fromCap && fromCap)) && made.test(read))
        carveOuts[ask] = { sentence, fromCap };
    }
  }
  return carveOuts;
}

// Liability left whole for some claims in a sentence of its own: "is liable without limitation for intent and gross
// negligence", "shall be liable in full for", "liability for wilful misconduct shall not be limited" (not "liable for
// any loss, including without limitation lost data", where the words list what the loss includes).
const LIABLE_IN_FULL =
  /\bliable\s+(?:\w+\s+){0,2}?(?:without\s+(?:limitation|limit|restriction)|in\s+full|without\s+any\s+limitation)\s+(?:for|in\s+(?:the\s+)?cases?\s+of)\b|\bliability\s+(?:for|in\s+(?:the\s+)?cases?\s+of)\b[^.;]{0,120}?\b(?:(?:shall|will|is|are)\s+not\s+(?:be\s+)?(?:limited|capped|restricted)|(?:shall|will)\s+remain\s+unlimited)\b/iu;

/** Whether the sentence leaves some liability outside every limit, in any of the words drafters use for it. */
function leavesUncapped(text: string): boolean {
  return LIABLE_IN_FULL.test(text) || UNCAPPED_IN_WORDS.some((pattern) => pattern.test(text));
}

/** The words after the opening of an exception in a sentence about the limits, or the whole of a sentence leaving claims uncapped. */
function exceptedWords(text: string, aboutTheCap: boolean): string | undefined {
  if (leavesUncapped(text)) return text;
  if (!aboutTheCap && !ABOUT_LIMITS.test(text)) return undefined;
  const opening = EXCEPTED.exec(text);
  return opening ? text.slice(opening.index) : undefined;
}

/** The text of the definitions of the defined terms the words name. */
function definitionsNamed(words: string, sentences: readonly Sentence[]): string[] {
  const terms = [...words.matchAll(TERM)].map((match) => match[1] ?? '').filter((term) => /\s/u.test(term));
  return terms.flatMap((term) => {
    const defined = new RegExp(
      String.raw`["“]${term.replace(/\s+/gu, String.raw`\s+`)}["”]\s+(?:means|shall\s+mean|has\s+the\s+meaning)\b`,
      'u',
    );
    const definition = sentences.find(({ text }) => defined.test(text));
    return definition ? [definition.text] : [];
  });
}
