/**
 * Does an essay's text answer the prompt it is filed under? Measure-only tooling for the corpus
 * report: an essay "matches" when its own prompt is the one it scores best against (argmax, no
 * threshold), so that agreement can be measured on essays whose text and scores belong together.
 */

const STOP_WORDS = new Set(
  (
    'a an the of to in on and or for with about at by from as is are was were be been being that this these ' +
    'those what which who whom how why when where do does did have has had it its you your i we they he she ' +
    'them their our my me us not no should would could can will shall may might after before while during one ' +
    'into than then so but if there here very just also all any some more most other such own same too out up'
  ).split(' '),
);

/** A word's simple lemma: plural and verb endings dropped, so "docks", "docked" and "docking" meet. */
export function simpleLemma(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ves') && word.length > 4) return `${word.slice(0, -3)}f`;
  for (const suffix of ['ing', 'ed', 'es', 's', 'er']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4 && !word.endsWith('ss')) {
      return word.slice(0, -suffix.length);
    }
  }
  return word;
}

/** The distinct content words of a text, lemmatised, stop words and words under three letters dropped. */
export function contentWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  return new Set(words.filter((word) => word.length > 2 && !STOP_WORDS.has(word)).map(simpleLemma));
}

/** The prompt whose words the essay uses the largest share of; undefined when two or more tie. */
export function bestPrompt(essayWords: ReadonlySet<string>, promptWords: ReadonlyMap<number, ReadonlySet<string>>) {
  let best: number | undefined;
  let bestShare = -1;
  for (const [prompt, words] of promptWords) {
    const used = [...words].filter((word) => essayWords.has(word)).length;
    const share = words.size === 0 ? 0 : used / words.size;
    if (share > bestShare) [best, bestShare] = [prompt, share];
    else if (share === bestShare) best = undefined;
  }
  return bestShare > 0 ? best : undefined;
}

/** Rule 1: the text uses a larger share of its own prompt's task words than of any other task's. */
export function matchesTask(text: string, prompt: number, tasks: ReadonlyMap<number, string>): boolean {
  const taskWords = new Map([...tasks].map(([id, task]) => [id, contentWords(task)] as const));
  return bestPrompt(contentWords(text), taskWords) === prompt;
}

interface PromptedText {
  prompt: number;
  text: string;
}

/**
 * Number of distinctive words kept per prompt: a fixed round figure, chosen before measuring and
 * not tuned on the corpus.
 */
const DISTINCTIVE_WORDS = 30;
/** Essays are split into this many folds; each fold is checked with words learned on the others. */
const FOLDS = 5;

/**
 * Rule 2, for task texts too short to tell prompts apart (a few words, some as common as "time" or
 * "people"): each prompt's most distinctive words (the largest gap between the share of its essays
 * and the share of other prompts' essays using the word), learned on the other folds only, so no
 * essay is judged by words learned from itself. An essay matches when its own prompt is its argmax.
 */
export function matchesLearnedPrompt(essays: readonly PromptedText[]): boolean[] {
  const words = essays.map((essay) => contentWords(essay.text));
  const matches = new Array<boolean>(essays.length).fill(false);
  for (let fold = 0; fold < FOLDS; fold++) {
    const training = essays.map((_, index) => index).filter((index) => index % FOLDS !== fold);
    const promptWords = distinctiveWords(
      training.map((index) => ({ prompt: essays[index]?.prompt ?? 0, words: words[index] ?? new Set() })),
    );
    essays.forEach((essay, index) => {
      if (index % FOLDS === fold) matches[index] = bestPrompt(words[index] ?? new Set(), promptWords) === essay.prompt;
    });
  }
  return matches;
}

function distinctiveWords(essays: ReadonlyArray<{ prompt: number; words: ReadonlySet<string> }>) {
  const counts = new Map<number, Map<string, number>>();
  const sizes = new Map<number, number>();
  const total = new Map<string, number>();
  for (const { prompt, words } of essays) {
    const ofPrompt = counts.get(prompt) ?? new Map<string, number>();
    counts.set(prompt, ofPrompt);
    sizes.set(prompt, (sizes.get(prompt) ?? 0) + 1);
    for (const word of words) {
      ofPrompt.set(word, (ofPrompt.get(word) ?? 0) + 1);
      total.set(word, (total.get(word) ?? 0) + 1);
    }
  }
  const result = new Map<number, Set<string>>();
  for (const [prompt, ofPrompt] of counts) {
    const size = sizes.get(prompt) ?? 1;
    const others = Math.max(1, essays.length - size);
    const gaps = [...ofPrompt].map(([word, count]) => {
      const elsewhere = (total.get(word) ?? 0) - count;
      return [word, count / size - elsewhere / others] as const;
    });
    gaps.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    result.set(prompt, new Set(gaps.slice(0, DISTINCTIVE_WORDS).map(([word]) => word)));
  }
  return result;
}
