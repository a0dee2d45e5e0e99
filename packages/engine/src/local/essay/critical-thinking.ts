import type { CriticalThinking } from '@doclens/api';
import type { Sentence } from '../../text/sentences';
import { scoreBetween, weightedScore } from '../score';
import { COUNTERARGUMENT } from './argument-analysis';
import { type EssayKind, expectsThesis, kindNoun } from './essay-kind';

const REASONING =
  /\b(?:therefore|thus|consequently|as\s+a\s+result|this\s+(?:suggests|means|shows|implies)|it\s+follows|because|which\s+means)\b/iu;
/** A story's thinking is its reflection on what happened. */
export const REFLECTION =
  /\b(?:I\s+(?:learned|learnt|realized|realised|understood|noticed|wondered|remember)|taught\s+me|made\s+me\s+(?:think|realize|realise)|looking\s+back|now\s+I|ever\s+since)\b/iu;
/**
 * Sentences that explain: a reason given, a purpose, or what a fact or quotation shows. Wider than
 * the reasoning words the score counts, since feedback that says an answer does not explain must
 * hold for every way of explaining a student uses.
 */
const EXPLANATION =
  /\b(?:because|since|so\s+that|therefore|thus|consequently|as\s+a\s+result|this\s+is\s+(?:why|because|how)|that\s+is\s+why|which\s+(?:means|shows|suggests|proves|explains)|(?:this|that|it|these|which)\s+(?:shows?|showed|means|meant|suggests?|implies|proves?|explains?|tells?\s+(?:us|the\s+reader)|reveals?)|(?:this|the|that)\s+(?:quote|quotation|line|passage|detail|example|evidence)|in\s+other\s+words|it\s+follows|the\s+reason|due\s+to|leads?\s+to|causes?)\b/iu;
/** A quotation from the text read, whose next sentence may explain it. */
const QUOTATION = /["“][^"”]{3,}["”]/u;
const REFERS_BACK = /^\s*(?:this|that|these|it|here|in\s+(?:this|that|these))\b/iu;
const NUANCE = /\b(?:may|might|could|perhaps|likely|unlikely|in\s+some\s+cases|to\s+some\s+extent|depends\s+on)\b/iu;

/**
 * Only an argument is asked to weigh other views; a story is asked to reflect on what happened and,
 * making no claims, is not told about qualifying them.
 */
export function analyzeCriticalThinking(sentences: readonly Sentence[], kind: EssayKind): CriticalThinking {
  const weighsViews = expectsThesis(kind);
  const total = Math.max(1, sentences.length);
  const share = (pattern: RegExp) => sentences.filter((sentence) => pattern.test(sentence.text)).length / total;
  const reasoning = share(REASONING);
  const counter = share(weighsViews ? COUNTERARGUMENT : REFLECTION);
  const nuance = share(NUANCE);

  // Full marks when about one sentence in seven reasons, one in twelve weighs another view and
  // one in ten qualifies a claim.
  const score = weightedScore([
    [scoreBetween(reasoning, 0, 0.15), 0.45],
    [scoreBetween(counter, 0, 0.08), 0.35],
    [scoreBetween(nuance, 0, 0.1), 0.2],
  ]);
  // Explaining and reflecting take more forms than any list of words ("Pupils who grow a carrot
  // are far more willing to eat one" gives a reason), so where none is found the note advises
  // rather than claiming the text has none.
  const explains = sentences.some(
    (sentence, index) =>
      EXPLANATION.test(sentence.text) ||
      (index > 0 && QUOTATION.test(sentences[index - 1]?.text ?? '') && REFERS_BACK.test(sentence.text)),
  );
  const notes = [
    reasoning > 0.1
      ? 'explains why with reasoning words such as “because” and “therefore”'
      : explains
        ? 'gives reasons or says what its details show'
        : 'could say more often why a point matters or what a detail shows (“because …”, “this shows …”)',
    weighsViews
      ? counter > 0
        ? 'weighs other views'
        : 'does not weigh other views'
      : kind === 'narrative'
        ? counter > 0
          ? 'reflects on what happened'
          : 'could say more about what the events meant or what was learned from them'
        : undefined,
    ...(weighsViews
      ? [nuance > 0 ? 'qualifies some claims' : 'qualifies no claim with words such as “may” or “perhaps”']
      : []),
  ].filter((note) => note !== undefined);
  // Each note has its own "it": the first may hold a comma of its own.
  return { score, feedback: `The ${kindNoun(kind)} ${notes.join('; it ')}.` };
}
