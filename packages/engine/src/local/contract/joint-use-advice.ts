import type { Sentence } from '../../text/sentences';
import { withChange, withHeadline, withNothingLeftToAsk } from './advice-change';
import type { ContractFinding } from './key-findings';

const ASKS_WHO_EXPLOITS = 'Set who may exploit joint IP and how income from it is shared.';
// Jointly owned work, by the words or by a defined "Joint …" term: "jointly owned", "Joint Inventions", "co-owned".
const JOINT_WORK =
  /\bjoint(?:ly)?[\s-]+own\w*|\bco-?own\w*|\bJoint\s+\p{Lu}\p{L}+|\bjoint\s+(?:inventions?|intellectual|patents?|know-?how|works?|developments?|technology|results?|data)\b/u;
// A right to use the joint work: "each party may use, license and exploit", "Acme shall have the exclusive right to commercialize",
// or a licence of one owner's share: "grants … a licence under its interest in the Joint Patents".
const USE_RIGHT =
  /\b(?:[Ee]ach|[Ee]ither|[Bb]oth|[Aa]ny)\s+[Pp]art(?:y|ies)\b[^.;]{0,40}?\b(?:may|shall\s+(?:be\s+free|have\s+the\s+(?:\w+\s+)?right)\s+to|is\s+(?:free|entitled)\s+to|has\s+the\s+(?:\w+\s+)?right\s+to)\s+(?:\w+\s+){0,2}?(?:use|exploit|licen[cs]e|practi[cs]e|commerciali[sz]e|sell)\b|\b\p{Lu}[\p{L}-]*\s+(?:may|shall\s+have\s+the\s+(?:\w+\s+)?right\s+to|has\s+the\s+(?:\w+\s+)?right\s+to)\s+(?:\w+\s+){0,2}?(?:use|exploit|licen[cs]e|practi[cs]e|commerciali[sz]e)\b|\blicen[cs]e\w*\b[^.;]{0,80}?\b(?:interest|share)\s+in\b/u;
// Owners free of each other: "without the consent of … the other party", "without accounting to the other".
const NO_CONSENT = /\bwithout\s+(?:the\s+)?(?:need\s+for\s+|requiring\s+)?(?:\w+\s+)?consent\b/iu;
const NO_ACCOUNTING = /\bwithout\s+(?:any\s+)?(?:duty\s+|obligation\s+)?(?:of\s+|to\s+)?account\w*\b/iu;
// Income from the joint work shared or split: "share equally in any income", "proceeds shall be divided".
const INCOME_SHARED =
  /\b(?:income|proceeds|revenues?|royalt\w*|profits?)\b[^.;]{0,60}?\b(?:shar\w*|divid\w*|split|allocat\w*)\b|\b(?:shar\w*|divid\w*|split)\b[^.;]{0,60}?\b(?:income|proceeds|revenues?|royalt\w*|profits?)\b/iu;

/**
 * The advice on jointly owned work asks who may exploit it and how income is shared; a contract that
 * already says who may use or license it (in a sentence about the joint work) is not asked that again,
 * and where each owner may do so without the other's consent, or income is already settled, the reader is told so.
 */
export function withJointUseRead(finding: ContractFinding, sentences: readonly Sentence[]): ContractFinding {
  if (finding.rule.id !== 'joint-ip' || finding.missing || finding.change !== ASKS_WHO_EXPLOITS) return finding;
  const uses = sentences.filter(({ text }) => JOINT_WORK.test(text) && USE_RIGHT.test(text));
  if (uses.length === 0) return finding;
  const free = uses.some(({ text }) => NO_CONSENT.test(text));
  const income = uses.some(({ text }) => NO_ACCOUNTING.test(text) || INCOME_SHARED.test(text));
  const told = free
    ? withHeadline(
        finding,
        'Each owner may use or license the joint work without the other’s consent, as the contract sets out.',
      )
    : finding;
  if (income) {
    return withNothingLeftToAsk(
      told,
      'No change needed: the contract already says who may use and license the jointly owned work and what is owed for it; check that this fits how you mean to use it.',
    );
  }
  return withChange(
    told,
    'The contract already says who may use and license the jointly owned work; agree how income from it is shared.',
  );
}
