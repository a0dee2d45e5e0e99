import { atLowLevel, withChange } from './advice-change';
import type { ContractFinding } from './key-findings';

/**
 * Advice on an arbitration (its seat, its costs) is about the sentence that sends disputes to it or
 * sets where and how it is held. A sentence that only mentions arbitration (the award is final, a
 * matter may go to arbitration "pursuant to the provisions of this Agreement", an arbitrator or a court
 * may rule a term invalid) is not that clause: the advice is not given on it as a change to negotiate.
 */

const ASKS_SEAT_AND_COSTS =
  'If the seat is far from you, ask for one convenient to both sides, and agree how the arbitration costs are shared.';
const CHECK_THE_CLAUSE =
  'Check the clause that sends disputes to arbitration: this sentence does not itself say where or under which rules they are settled.';

// Who settles the dispute: arbitration, an arbitral body or its rules named by their usual short names.
const ARBITRAL = String.raw`(?:arbitra\w*|ICC|AAA|JAMS|LCIA|CIETAC|HKIAC|SIAC|Chamber\s+of\s+Commerce)\b`;
// "shall be finally settled by binding arbitration", "submitted to the … Arbitration Commission", "settled before JAMS",
// "referred to and resolved by the International Chamber of Commerce", "settled under the Rules of Arbitration".
const SENDS_TO_ARBITRATION = new RegExp(
  String.raw`\b(?:settle[ds]?|resolved?|determined|decided|submit(?:ted)?|refer(?:red)?|heard)\b(?:\s+and\s+(?:settled|resolved|determined))?(?:\s+[\w"“”(),.'-]+){0,4}?\s+(?:by|to|through|via|under|in|before)\s+(?:[\w"“”(),.'-]+\s+){0,6}?${ARBITRAL}`,
  'iu',
);
// "The seat of arbitration shall be Paris", "Arbitration shall be conducted in Delaware".
const SETS_ARBITRATION =
  /\b(?:seat|place|venue|location)\s+of\s+(?:the\s+)?arbitration\b|\barbitration\s+(?:shall|will|must)\s+(?:be\s+)?(?:held|conducted|seated|administered|take\s+place)\b/iu;
// The arbitration is the one another clause sets: "to arbitration pursuant to the provisions of this Agreement",
// "referred to arbitration in the manner provided in Section 14".
const POINTS_ELSEWHERE =
  /\barbitra\w*\s+(?:\w+\s+){0,3}?(?:pursuant\s+to|in\s+accordance\s+with|as\s+(?:provided|set\s+(?:forth|out)|described)\s+in|in\s+the\s+manner\s+(?:provided|set\s+(?:forth|out))\s+in|under)\s+(?:the\s+(?:provisions|terms)\s+of\s+)?(?:this\s+agreement|sections?|articles?|clauses?|paragraphs?|below|above)\b|\barbitra\w*\s+(?:\w+\s+){0,3}?(?:as\s+(?:provided|set\s+(?:forth|out))|in\s+the\s+manner\s+(?:provided|set\s+(?:forth|out)))\s+in\s*$/iu;
// An arbitrator named among the bodies whose rulings the sentence is about: "an arbitrator or court", "any court,
// arbitrator or governmental body".
const AMONG_BODIES =
  /\barbitrat\w*\s*,?\s+or\s+(?:a\s+|any\s+)?court|\bcourts?\s*,\s*(?:an?\s+|any\s+)?arbitrat\w*\s*,?\s+or\b/iu;

// The sentence names the rules or the body that runs the arbitration: "under the Rules of Arbitration of the
// International Chamber of Commerce", "administered by JAMS", "in accordance with the UNCITRAL Arbitration Rules".
// Such a sentence says how disputes are settled, however many words sit between its verb and "arbitration".
const NAMES_RULES_OR_BODY = new RegExp(
  String.raw`\b(?:under|in\s+accordance\s+with|pursuant\s+to|according\s+to)\s+(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,6}?(?:rules|procedures)\b(?!\s+of\s+(?:this|these)\b)|\badministered\s+by\s+(?:the\s+)?${ARBITRAL}`,
  'iu',
);

/** Whether the quoted sentence itself sends disputes to arbitration or sets where and how it is held. */
export function setsArbitration(quoted: string): boolean {
  if (POINTS_ELSEWHERE.test(quoted) || AMONG_BODIES.test(quoted)) return false;
  return SENDS_TO_ARBITRATION.test(quoted) || SETS_ARBITRATION.test(quoted) || NAMES_RULES_OR_BODY.test(quoted);
}

export function withArbitrationQuoteRead(finding: ContractFinding, quoted: string): ContractFinding {
  if (finding.rule.id !== 'dispute-resolution' || finding.missing || finding.change !== ASKS_SEAT_AND_COSTS)
    return finding;
  if (setsArbitration(quoted)) return finding;
  return atLowLevel(withChange(finding, CHECK_THE_CLAUSE));
}
