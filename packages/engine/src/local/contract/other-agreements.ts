/**
 * Another agreement named in the sentence ("the Exclusive Supply Agreement", "an indemnification
 * agreement with each director"): its name holds topic words, but signing or citing it is not this
 * contract's clause on that topic. "This Agreement" and "the Agreement" are this contract.
 */
const OTHER_AGREEMENT =
  /(?<!\b[Tt]his\s)\b(?:[A-Z][\p{L}/&-]*\s+){1,6}Agreements?\b|\b(?:an?|any)\s+(?:[a-z][\p{L}/&-]*\s+){1,3}agreements?\b/gu;
const THIS_AGREEMENT = /^(?:this|these)\b|^(?:(?:the|such|said|each|any|an?|that)\s+)*Agreements?$/iu;

export function withoutOtherAgreements(statement: string): string {
  return statement.replace(OTHER_AGREEMENT, (name) =>
    THIS_AGREEMENT.test(name.trim()) ? name : ' another agreement ',
  );
}
