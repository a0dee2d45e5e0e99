import type { ContractFinding } from './key-findings';
import { LOW_SCORE_TOP } from './risk-levels';

const ACCEPT_WAIVER = 'A jury waiver between businesses is common; accept it if a judge deciding alone suits you.';
// The note that raised the waiver as one side's alone, which a waiver given by every party is not.
const ONE_SIDED_NOTE = 'It gives up a jury trial or class actions.';
const WAIVES = /\bwaive[sd]?\b/iu;
// Who gives the waiver is every party: "each party", "both parties", "the parties", or several named
// parties joined by "and" ("Acme and Brill hereby waive", "The Fund, the Adviser and the Agent waive").
const EVERY_PARTY =
  /\b(?:[Ee]ach|[Bb]oth|[Ee]ither|[Aa]ll)\b|\b[Tt]he\s+[Pp]arties\b|\b[Mm]utual(?:ly)?\b|\s(?:and|&)\s+(?:the\s+)?\p{Lu}/u;
// The same in a waiver written all in capitals, where capitals no longer mark a name.
const EVERY_PARTY_IN_CAPITALS = /\b(?:EACH|BOTH|EITHER|ALL|MUTUAL(?:LY)?)\b|\bTHE\s+PARTIES\b/u;

/**
 * A jury waiver every party gives alike is a common term between businesses: the advice tells the
 * reader to accept it, so it is a point to note (low), not a change to negotiate at high priority.
 */
export function withMutualJuryWaiverNoted(finding: ContractFinding, quoted: string): ContractFinding {
  if (finding.missing || finding.change !== ACCEPT_WAIVER) return finding;
  const verb = WAIVES.exec(quoted);
  if (!verb) return finding;
  // The subject starts after a heading ("Waiver of Jury Trial.") or an earlier clause of the sentence.
  const subject =
    quoted
      .slice(0, verb.index)
      .split(/[;:]|\.\s/u)
      .at(-1) ?? '';
  if (!EVERY_PARTY.test(subject) && !EVERY_PARTY_IN_CAPITALS.test(subject)) return finding;
  const description = finding.finding.description.replace(` ${ONE_SIDED_NOTE}`, '').replace(ONE_SIDED_NOTE, '');
  return {
    ...finding,
    finding: {
      ...finding.finding,
      description: description.includes('both parties') ? description : `${description} Every party gives it up alike.`,
      type: 'low',
      score: Math.min(finding.finding.score, LOW_SCORE_TOP),
    },
  };
}
