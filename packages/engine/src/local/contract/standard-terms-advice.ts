import type { ContractKind } from './contract-kind';
import type { ContractFinding } from './key-findings';

/** Standard terms every user accepts as they are (terms of use, a policy): what they leave out is noted, not negotiated. */
export const STANDARD_TERMS_KINDS = new Set(['terms-of-use', 'policy']);

/** How advice on standard terms opens: it tells the reader what to check and do, since nothing is negotiated. */
export const STANDARD_TERMS_OPENING = 'These are standard terms, accepted as they are rather than negotiated:';

// An ask to change the wording, in the imperative: "Ask for …", "make it mutual", "limit it to …", "exclude …",
// "allow revocation …" (not "allow for …", which only says what to budget for), also after "if …," or "otherwise".
const ASK_PART =
  /^(?:(?:if\b[^,]*,|otherwise,?|and|or)\s+)*(?:ask|make(?!\s+sure\b)|limit|negotiate|agree|exclude|allow(?!\s+for\b)|name|request|seek|insist|propose|add|remove|narrow|require)\b/iu;
// Where one part of an ask ends and the next begins: a semicolon, a colon, a sentence's end, or a comma before a new verb.
const PARTS =
  /(;\s+|:\s+|\.\s+|,\s+(?=(?:and\s+|or\s+|otherwise\s+)?(?:ask|make|limit|negotiate|agree|exclude|allow|name|request|seek|insist|propose|add|remove|narrow|require|check|note|keep|use|put)\b))/iu;

/** What a user of standard terms can do about a clause of each topic: check, note, keep records, decide. */
const WHAT_TO_DO: Readonly<Record<string, string>> = {
  indemnification:
    'decide whether you accept that risk, keep to the terms in how you use the service, and keep records of what you do with it, so you can show that a claim is not one you must cover.',
  'termination-for-convenience':
    'keep your own copies of your data and of anything you rely on, export them regularly, and know where you would turn if access ended.',
  termination:
    'keep your own copies of your data and of anything you rely on, and note what the terms say happens to them when access ends.',
  'at-will':
    'keep your own copies of your data and of anything you rely on, export them regularly, and know where you would turn if access ended.',
  suspension:
    'keep your own copies of your data and of anything you rely on, keep to the terms so no cause for suspension arises, and note how to contact the provider if access is cut off.',
  'limitation-of-liability':
    'decide whether you can bear the loss it leaves with you, keep your own backups, and do not rely on the service alone for anything whose loss you could not bear.',
  'uncapped-liability': 'decide whether you accept an uncapped risk, and keep records of how you use the service.',
  'dispute-resolution':
    'note how and where a dispute must be brought, and any deadline the terms set for opting out or for bringing a claim, and decide whether that is acceptable.',
  'class-action-waiver':
    'note that you would have to bring any claim alone, and any deadline the terms set for opting out, and decide whether that is acceptable.',
  'auto-renewal': 'note the renewal date and the notice you must give to cancel before it.',
  'renewal-notice': 'note the renewal date and the notice you must give to cancel before it.',
  'payment-terms': 'note when each payment is due and what paying late costs, and keep your receipts.',
};
const DEFAULT_TO_DO = 'note what it means for you and decide whether you accept it as it is.';

/** Only a document whose kind is standard terms, not an amendment a party negotiated to them. */
export function isStandardTerms(kind: Pick<ContractKind, 'id'> & Partial<Pick<ContractKind, 'form'>>): boolean {
  return STANDARD_TERMS_KINDS.has(kind.id) && kind.form !== 'amendment';
}

/** The parts of the advice that state or check something, without the asks to change the wording. */
function partsKept(change: string): string {
  const pieces = change.trim().replace(/\.$/u, '').split(PARTS);
  const kept: { separator: string; part: string }[] = [];
  for (let index = 0; index < pieces.length; index += 2) {
    const part = pieces[index] ?? '';
    // The condition an ask was made on ("if the seat is far from you, ask …") goes with the ask.
    if (ASK_PART.test(part) && /^if\b/iu.test(kept.at(-1)?.part ?? '')) kept.pop();
    if (part !== '' && !ASK_PART.test(part)) kept.push({ separator: pieces[index - 1] ?? '', part });
  }
  const text = kept.map(({ separator, part }, at) => (at === 0 ? part : `${separator}${part}`)).join('');
  return text === '' ? '' : ` ${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/**
 * Advice on standard terms a user cannot negotiate says what to check, note or do (keep records, export the data,
 * note a deadline, decide whether the risk is acceptable), not what to ask for; what it stated stays.
 */
export function withStandardTermsRegister(
  finding: ContractFinding,
  kind: Pick<ContractKind, 'id'> & Partial<Pick<ContractKind, 'form'>>,
): ContractFinding {
  const { change } = finding;
  if (!isStandardTerms(kind) || finding.missing || !change.split(PARTS).some((part) => ASK_PART.test(part)))
    return finding;
  const toDo = WHAT_TO_DO[finding.rule.id] ?? DEFAULT_TO_DO;
  const told = `${STANDARD_TERMS_OPENING} ${toDo}${partsKept(change)}`;
  const { recommendation } = finding.finding;
  const negotiated = `If you negotiate: ${change}`;
  const rewritten = recommendation.includes(negotiated)
    ? recommendation.replace(negotiated, told)
    : recommendation.includes(change)
      ? recommendation.replace(change, told)
      : recommendation;
  return { ...finding, change: told, finding: { ...finding.finding, recommendation: rewritten } };
}
