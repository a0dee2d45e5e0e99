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
  const notes = [
    reasoning > 0.1
      ? 'explains why with reasoning words such as “because” and “therefore”'
      : 'rarely explains why (few “because”, “therefore”)',
    weighsViews
      ? counter > 0
        ? 'weighs other views'
        : 'does not weigh other views'
      : kind === 'narrative'
        ? counter > 0
          ? 'reflects on what happened'
          : 'tells what happened without reflecting on it'
        : counter > 0
          ? 'says what the facts mean'
          : 'gives facts without saying what they mean',
    ...(kind === 'narrative'
      ? []
      : [nuance > 0.05 ? 'qualifies claims where needed' : 'states claims without qualification']),
  ];
  // Each note has its own "it": the first may hold a comma of its own.
  return { score, feedback: `The ${kindNoun(kind)} ${notes.join('; it ')}.` };
}
