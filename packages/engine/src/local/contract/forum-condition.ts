/**
 * A choice of courts that binds only a class of party: "Provided the Customer is a merchant, the exclusive place
 * of jurisdiction shall be Hamburg", "If you are a business customer, all disputes shall be brought exclusively in
 * the courts of Vienna", "If Customer's principal office is in the Americas, any action will be brought exclusively
 * in …". Told as binding everyone, it would take from consumers or parties elsewhere the courts the law leaves
 * them; the finding says the condition instead.
 */

/** A word opening a condition: "provided (that)", "if", "where", "insofar as", "to the extent (that)", "in case". */
const IF = String.raw`(?:[Pp]rovided\s+(?:that\s+)?|[Ii]f\s+|[Ww]here\s+|[Ii]nsofar\s+as\s+|[Tt]o\s+the\s+extent\s+(?:that\s+)?|[Ii]n\s+(?:the\s+)?case\s+(?:that\s+)?)`;
/** The party the condition is on: "you", "the Customer", "Customer's principal office" (capitals tell a defined party). */
const WHO = String.raw`(?:the\s+)?(?:you|your|\p{Lu}[\p{L}'’-]*)(?:\s+[\p{L}'’-]+){0,2}?`;
/** What the condition says of it: what it is, where it is based or acts. */
const STATUS = String.raw`(?:is|are)\s+(?:not\s+)?(?:an?\s+|acting\b|domiciled\b|resident\b|based\b|located\b|established\b|incorporated\b|organi[sz]ed\b|headquartered\b|situated\b|in\s+)|(?:has|have)\s+(?:its|their|your|his|her)\s+(?:principal\s+|registered\s+)?(?:seat|office|place\s+of\s+business|residence|domicile)\b|resides?\b`;
/** The condition opening the sentence; its number or a short heading may come first. */
const OPENING_CONDITION = new RegExp(
  String.raw`^\s*(?:(?:[Ss]ection|[Cc]lause|[Aa]rticle)\s+)?(?:\(?[\dA-Za-z]{1,3}(?:\.\d+)*[.)]\s+)?(?:\p{Lu}[\p{L} ,&-]{0,40}[.:]\s+)?${IF}(?<condition>${WHO}\s+(?:${STATUS}))`,
  'du',
);

/** Where the condition gives way to the forum it sets: "…, the exclusive place of jurisdiction …", "… and to the extent permitted …". */
const CONDITION_END =
  /,\s+(?=(?:then\s+)?(?:the|this|these|all|any|each|every|such|exclusive|sole|venue|jurisdiction|place|disputes?|claims?|legal|courts?|we|you)\b)|\s+and\s+to\s+the\s+extent\b|\s+(?=the\s+(?:exclusive\s+|sole\s+)?(?:place\s+of\s+)?(?:jurisdiction|venue|courts?|forum)\b)/iu;

/** A forum the sentence makes binding: exclusive, or where claims "shall be brought". */
const BINDING_FORUM =
  /\b(?:exclusive(?:ly)?|sole(?:ly)?|only)\b[^.;]{0,80}\b(?:jurisdiction|venue|courts?|forum)\b|\b(?:jurisdiction|venue|courts?|forum)\b[^.;]{0,80}\b(?:exclusive(?:ly)?|sole(?:ly)?)\b|\b(?:shall|will|must)\s+(?:only\s+|exclusively\s+)?be\s+(?:brought|commenced|filed|heard|litigated)\s+(?:only\s+|exclusively\s+)?in\b|\b(?:place\s+of\s+jurisdiction|venue|forum)\s+(?:shall|will)\s+be\b/iu;
const NON_EXCLUSIVE = /\bnon-?\s?exclusive\s+jurisdiction\b/iu;

/** The condition a binding choice of courts holds under ("the Customer is a merchant"), or undefined when it binds everyone. */
export function forumCondition(sentence: string): string | undefined {
  const opening = OPENING_CONDITION.exec(sentence);
  const at = opening?.indices?.groups?.condition;
  if (!at || NON_EXCLUSIVE.test(sentence)) return undefined;
  const statusEnd = at[1];
  const end = CONDITION_END.exec(sentence.slice(statusEnd));
  if (!end) return undefined;
  const condition = sentence.slice(at[0], statusEnd + end.index).trim();
  // What follows the condition must set the forum: a condition on something else leaves the forum as it is.
  if (!BINDING_FORUM.test(sentence.slice(statusEnd + end.index))) return undefined;
  return condition;
}

/** What the finding says of a choice of courts bound by a condition on who or where a party is. */
export function conditionalForumImpact(sentence: string): string | undefined {
  const condition = forumCondition(sentence);
  if (!condition) return undefined;
  return `Only if ${condition} must a dispute be brought in the courts it names; a party outside that condition is not bound by this choice and keeps the courts the law gives it.`;
}
