import type { ContractFinding } from './key-findings';

/**
 * The insurance rule tells a protected reader that claims against the other side are backed by an
 * insurer, and a bound reader that it must buy insurance. Three common drafts demand less, and the
 * finding says what the quoted sentence demands instead: cover that may be self-insurance (paid from
 * the party's own funds), cover of the reader's property while the other side holds it (no cover for
 * claims against it), and only the insurance the law requires, with no type or amount set.
 */
const BOUND = 'You must buy and keep the required insurance, at your cost.';
const PROTECTED = 'Claims against the other side are backed by an insurer.';

// A line break can leave "self- insure" split after its hyphen.
const SELF_INSURANCE = /\bself[-\s]*insur\w*/iu;
// Cover of property held for the other side: "in the care, custody or control of", "in its possession".
const PROPERTY_HELD =
  /\bcare,?\s+custody\b|\bcustody\s+(?:or|and)\s+control\b|\bin\s+(?:its|the|their)\s+(?:care|custody|possession)\b/iu;
// Cover that answers claims made against the insured party, which property cover does not.
const LIABILITY_COVER = /\bliabilit\w*|\bindemni\w*|\bthird[-\s]part\w*|\berrors\s+and\s+omissions\b/iu;
// "as is required by applicable law", "necessary to comply with insurance laws", "required by statute".
const LAW_ONLY =
  /\b(?:required|necessary|needed|mandated)\s+(?:by|under|to\s+comply\s+with)\s+(?:the\s+)?(?:applicable\s+|any\s+|all\s+)?(?:insurance\s+)?(?:laws?|statutes?|regulations?)\b|\bto\s+comply\s+with\s+(?:applicable\s+|any\s+|all\s+)?insurance\s+laws?\b/iu;
/** A stated amount or type of cover beyond what the law asks. */
export const STATED_COVER =
  /[$€£¥]\s?\d|\b\d[\d,.]*\s*(?:dollars|euros?|pounds)\b|\bnot\s+less\s+than\b|\bminimum\b|\blimits?\b|\b(?:general|product|professional|public)\s+liability\b|\berrors\s+and\s+omissions\b/iu;

interface Told {
  bound: string;
  protectedReader: string;
  /** What the clause is, when the rule's "insurance of certain kinds and amounts" says more than it sets. */
  meaning?: string;
}

function toldOf(quoted: string): Told | undefined {
  if (SELF_INSURANCE.test(quoted)) {
    return {
      bound: 'You must keep cover for your liabilities at your cost, by insurance or by self-insuring.',
      meaning: 'One side must keep cover for its liabilities, by insurance or by self-insuring.',
      protectedReader:
        'The other side must keep cover for its liabilities, but it may self-insure, so a claim may be paid from its own funds rather than by an insurer.',
    };
  }
  if (PROPERTY_HELD.test(quoted) && !LIABILITY_COVER.test(quoted)) {
    return {
      bound: 'You must insure the other side’s property while it is in your care, at your cost.',
      protectedReader:
        'The other side must insure your property while it is in its care; other claims against it are not backed by this cover.',
    };
  }
  if (LAW_ONLY.test(quoted) && !STATED_COVER.test(quoted)) {
    return {
      bound: 'You must carry the insurance the law requires, at your cost; no further cover or amount is set.',
      meaning: 'One side must carry the insurance the law requires; the clause sets no kinds or amounts of its own.',
      protectedReader:
        'The other side must carry only the insurance the law requires; no type or amount of cover is set, so a large claim may not be covered.',
    };
  }
  return undefined;
}

/** The insurance finding told as what its sentence demands, where that is less than insurance with set cover. */
export function withInsuranceScopeRead(finding: ContractFinding, quoted: string): ContractFinding {
  if (finding.rule.id !== 'insurance' || finding.missing) return finding;
  const told = toldOf(quoted);
  if (!told) return finding;
  const retold = (text: string) => text.replace(BOUND, told.bound).replace(PROTECTED, told.protectedReader);
  if (retold(finding.headline) === finding.headline) return finding;
  const description = retold(finding.finding.description);
  return {
    ...finding,
    headline: retold(finding.headline),
    finding: {
      ...finding.finding,
      description: told.meaning ? description.replace(finding.rule.meaning, told.meaning) : description,
    },
  };
}
