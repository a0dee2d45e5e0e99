import type { Level, OtherRecommendation } from '@doclens/api';
import { evidenceFrom } from '../../text/evidence';
import { countOf } from '../wording';
import { isPlanningDocument, type StatementSignals } from './statement-signals';

/** Below this many vague amounts a document is merely informal, not evasive. */
const VAGUE_WORTH_MENTIONING = 2;

/** A part every action of a plan should name, and the advice when some actions leave it out. */
interface ActionPart {
  namedBy: (signals: StatementSignals) => boolean;
  title: string;
  /** The advice, from how many actions leave the part out and how many there are. */
  description: (missing: number, actions: number) => string;
}

const ACTION_PARTS: readonly ActionPart[] = [
  {
    namedBy: (signals) => signals.hasOwner,
    title: 'Name who is responsible',
    description: (missing, actions) =>
      `${countOf(missing, 'action')} of ${actions} ${missing === 1 ? 'does' : 'do'} not say who will carry ${missing === 1 ? 'it' : 'them'} out. Name a person or team for each, e.g. “The facilities team will…”.`,
  },
  {
    namedBy: (signals) => signals.hasDate,
    title: 'Give each action a deadline',
    description: (missing, actions) =>
      `${countOf(missing, 'action')} of ${actions} ${missing === 1 ? 'has' : 'have'} no date or time frame. Add when each should be done, e.g. “by 30 June” or “within two weeks”.`,
  },
];

/**
 * Whether a reader can act on the document: commitments that say who and by when, amounts given
 * as figures, problems that are followed by what will be done about them.
 */
export function actionRecommendations(statements: readonly StatementSignals[]): OtherRecommendation[] {
  const planning = isPlanningDocument(statements);
  return [
    ...(planning ? ACTION_PARTS.map((part) => missingPartRecommendation(statements, part)) : []),
    vagueAmountRecommendation(statements),
    unansweredProblemRecommendation(statements),
  ].filter((item): item is OtherRecommendation => item !== undefined);
}

function missingPartRecommendation(
  statements: readonly StatementSignals[],
  part: ActionPart,
): OtherRecommendation | undefined {
  const actions = statements.filter((signals) => signals.isAction);
  const missing = actions.filter((signals) => !part.namedBy(signals));
  const first = missing[0];
  if (!first) return undefined;
  return {
    title: part.title,
    description: part.description(missing.length, actions.length),
    impact: impactOfShare(missing.length, actions.length),
    evidence: evidenceFrom(first.sentence),
  };
}

function vagueAmountRecommendation(statements: readonly StatementSignals[]): OtherRecommendation | undefined {
  const vague = statements.filter((signals) => signals.vagueQuantity !== undefined && !signals.hasFigure);
  const first = vague[0];
  if (!first || vague.length < VAGUE_WORTH_MENTIONING) return undefined;
  const examples = [...new Set(vague.map((signals) => `“${signals.vagueQuantity?.toLowerCase()}”`))].slice(0, 4);
  return {
    title: 'Replace vague amounts with figures',
    description: `${countOf(vague.length, 'sentence')} rely on words such as ${examples.join(', ')} without a number. Give the figure, date or share so readers can judge the scale.`,
    impact: vague.length * 5 >= statements.length ? 'medium' : 'low',
    evidence: evidenceFrom(first.sentence),
  };
}

/** A problem counts as answered when it, or one of the two statements after it, commits to an action. */
function unansweredProblemRecommendation(statements: readonly StatementSignals[]): OtherRecommendation | undefined {
  const unanswered = statements.filter(
    (signals, position) => signals.isProblem && !statements.slice(position, position + 3).some((next) => next.isAction),
  );
  const first = unanswered[0];
  if (!first) return undefined;
  return {
    title: 'Say what will be done about each problem',
    description: `${countOf(unanswered.length, 'problem')} ${unanswered.length === 1 ? 'is' : 'are'} raised without a next step nearby. Follow each with the action, owner and date that address it.`,
    impact: unanswered.length >= 3 ? 'medium' : 'low',
    evidence: evidenceFrom(first.sentence),
  };
}

function impactOfShare(count: number, total: number): Level {
  if (count >= 3 && count * 2 >= total) return 'high';
  return count * 2 >= total ? 'medium' : 'low';
}
