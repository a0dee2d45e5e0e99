import type { Level } from '@doclens/api';
import type { OrientedClause } from './clause-orientation';
import { lowerLevel } from './risk-levels';

/**
 * A right to end the agreement that its sentence ties to a case: for cause, when a named event happens,
 * or only by the parties' agreement. It is no walk-away right, whatever "at any time" the sentence also says.
 */
export interface TerminationTrigger {
  /** The case, as told to the reader: "only for cause". */
  only: string;
  /** The parties must both agree: nobody holds a right to end it alone. */
  agreed: boolean;
  /** The one kind of use it lets a party end ("the Beta Features"), leaving the rest of the agreement in place. */
  part?: string;
}

// "for Cause", "for good cause"; "without cause" and "with or without cause" are at will.
const FOR_CAUSE = /(?<!\bwithout\s)(?<!\bor\s)\bfor\s+(?:good\s+|just\s+)?cause\b/iu;
// "by mutual written agreement of the parties", "by unanimous consent".
const BY_AGREEMENT = /\bby\s+(?:the\s+)?(?:mutual|unanimous|joint)\s+(?:written\s+)?(?:agreement|consent)\b/iu;
// A condition opening the sentence, before the right to end it: "In the event the Consultant loses its licence, …".
const CONDITION_FIRST =
  /^[\s\d.()a-z]{0,8}(?:in\s+the\s+event\s+(?:that\s+)?|in\s+case\s+|if\s+|should\s+|upon\s+the\s+occurrence\s+of\s+)(?<condition>[^.;]{3,200}?)\bterminat/iu;
// A condition that is only the holder's wish to leave is no condition: "If the Client wishes to terminate".
const OWN_WISH = /\b(?:wish\w*|desir\w*|elect\w*|choos\w*|decid\w*|want\w*|intend\w*)\b/iu;
// Words that make the same sentence a right to leave at will after all.
const AT_WILL = /\bwithout\s+(?:cause|reason)\b|\bfor\s+convenience\b|\bfor\s+(?:any|no)\s+reason\b/iu;

const CONVENIENCE_RULE = 'termination-for-convenience';

/** The case a termination-for-convenience sentence ties the right to, when it ties it to one. */
export function terminationTrigger(clause: OrientedClause): TerminationTrigger | undefined {
  if (clause.rule.id !== CONVENIENCE_RULE) return undefined;
  const text = clause.sentence.text.replace(/\s+/gu, ' ');
  // A right that reaches only trials and betas, or only a time when no order runs, is no walk-away right either.
  const { narrow } = clause;
  if (narrow?.part) return { only: `only for ${narrow.part}`, agreed: false, part: narrow.part };
  if (narrow) return { only: `only ${narrow.limit}`, agreed: false };
  // "(i) by either party for any reason on notice; … (iii) by mutual agreement": one way is at will, whatever the others.
  if (BY_AGREEMENT.test(text) && !AT_WILL.test(text))
    return { only: 'only if the parties agree to end it', agreed: true };
  // "for any reason" inside the condition ("should for any reason lose its licence") says nothing of the right.
  const conditioned = CONDITION_FIRST.exec(text);
  const condition = conditioned?.groups?.condition;
  const right = conditioned ? text.slice(conditioned[0].length) : text;
  if (AT_WILL.test(right)) return undefined;
  if (FOR_CAUSE.test(right)) return { only: 'only for cause', agreed: false };
  if (condition && !OWN_WISH.test(condition)) return { only: 'only when the event it names happens', agreed: false };
  return undefined;
}

export interface TriggeredTermination {
  meaning: string;
  impact: string;
  level: Level;
  change: string;
}

/** What a right to end the agreement only in a stated case means for the reader, from who holds it. */
export function triggeredTermination(clause: OrientedClause): TriggeredTermination | undefined {
  const trigger = terminationTrigger(clause);
  if (!trigger) return undefined;
  if (trigger.part) return partEnded(clause, trigger.part);
  const meaning = `The agreement may be ended in this way ${trigger.only}: it is not a right to end it at will.`;
  if (trigger.agreed || clause.relation === 'mutual')
    return {
      meaning,
      impact: `It can be ended this way ${trigger.only}, so neither side can walk away at will under this sentence.`,
      level: 'low',
      change: 'If you may need to leave early, ask for a right to end it on notice.',
    };
  if (clause.relation === 'benefits')
    return {
      meaning,
      impact: `You may end the agreement ${trigger.only}, not whenever the deal stops suiting you.`,
      level: 'low',
      change: 'If you may need to leave early for other reasons, ask for a right to end it on notice.',
    };
  const holder = clause.relation === 'owes' ? 'The other side' : (clause.taker ?? 'The party it names');
  return {
    meaning,
    impact: `${holder} may end the agreement ${trigger.only}, not at will.`,
    // Narrower than a right to leave at will, so one step below what the rule rates that.
    level: lowerLevel(clause.level),
    change:
      'Check that the case it names is clearly defined, and ask for notice and a chance to put things right first.',
  };
}

/** A right to end one kind of use ("the client's access to beta features") at will, which leaves the agreement running. */
function partEnded(clause: OrientedClause, part: string): TriggeredTermination {
  const use = /\buse$/iu.test(part) ? part : `the use of ${part}`;
  const meaning = `Only ${use} may be ended this way: it is no right to end the agreement itself.`;
  const change = 'If you may need to leave the agreement early, ask for a right to end it on notice.';
  if (clause.relation === 'mutual')
    return {
      meaning,
      impact: `Either party may end ${use} at will, but neither can walk away from the rest of the agreement under this sentence.`,
      level: 'low',
      change,
    };
  if (clause.relation === 'benefits')
    return {
      meaning,
      impact: `You may end ${use} at will, not the rest of the agreement.`,
      level: 'low',
      change,
    };
  const holder = clause.relation === 'owes' ? 'The other side' : (clause.taker ?? 'The party it names');
  return {
    meaning,
    impact: `${holder} may end ${use} at will, not the rest of the agreement.`,
    level: lowerLevel(clause.level),
    change: `Check what you would lose if ${use} ends, and plan for it.`,
  };
}
