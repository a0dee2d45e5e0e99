import nlp from 'compromise';
import { remembered } from './remembered-words';

/**
 * A word's other forms as compromise conjugates it, each read after a subject so that "live" or
 * "works" is taken as a verb, and each looked up once per word and process: the learner rules ask
 * for the same few hundred verbs in every essay, and one compromise parse costs a fraction of a
 * millisecond.
 */
const lastWord = (phrase: string): string | undefined => phrase.split(' ').at(-1);

/** "going" → "go", "went" → "go", "makes" → "make". */
export const infinitiveOf = remembered((word: string): string | undefined =>
  lastWord(nlp(`we ${word}`).verbs().toInfinitive().text()),
);

/** "go" → "goes", "have" → "has". */
export const thirdPersonFormOf = remembered((verb: string): string | undefined =>
  lastWord(nlp(`he ${verb}`).verbs().toPresentTense().text()),
);

/** "gone" → "went", "take" → "took". */
export const pastTenseOf = remembered((word: string): string | undefined =>
  lastWord(nlp(`we ${word}`).verbs().toPastTense().text()),
);

const phraseTags = remembered((key: string): boolean => {
  const [tag = '', ...phrase] = key.split(' ');
  return nlp(phrase.join(' ')).has(tag);
});

/** Whether compromise gives a phrase of a few words the tag ("we went" has #PastTense). */
export const phraseHas = (phrase: string, tag: `#${string}`): boolean => phraseTags(`${tag} ${phrase}`);

/** The form of "be" a subject pronoun takes: "I am", "she was", "they were". */
export function formOfBe(subject: string, past: boolean): string {
  const lower = subject.toLowerCase();
  if (lower === 'i') return past ? 'was' : 'am';
  if (/^(?:he|she|it)$/u.test(lower)) return past ? 'was' : 'is';
  return past ? 'were' : 'are';
}
