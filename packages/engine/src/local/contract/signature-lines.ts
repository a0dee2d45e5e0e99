/**
 * A sign-off line: the execution clause ("IN WITNESS WHEREOF, the parties have signed …"), a signing line
 * ("Signed for and on behalf of …", "Executed as a deed by …") or an acceptance line ("Agreed and accepted
 * by …"). It records that the parties signed and states none of the terms they signed, so no clause is
 * quoted from it (the date or the parties it names are facts, read elsewhere).
 */

const WITNESS = /^\W*in\s+witness\s+(?:whereof|hereof|of\s+which)\b/iu;
const SIGNED =
  /^\W*(?:signed|executed)\s+(?:and\s+delivered\s+)?(?:as\s+a\s+deed\s+)?(?:for\s+and\s+)?(?:on\s+behalf\s+of|by)\b/iu;
const ACCEPTED =
  /^\W*(?:agreed|accepted|acknowledged|approved|confirmed)(?:\s*(?:,\s*(?:and\s+)?|and\s+)(?:agreed|accepted|acknowledged|approved|confirmed))*\s*(?:to\s+)?(?:by\b|:)/iu;
/** A line that goes on to bind someone ("Accepted by the Buyer, who shall pay …") is a term, not a sign-off. */
const BINDS = /\b(?:shall|must|undertakes?|agrees?\s+to)\b/iu;

/** The agreement itself, as a whole: "this Agreement", "these Terms", "the above conditions". */
const THE_AGREEMENT = String.raw`(?:this|these|the\s+(?:above|foregoing))\s+(?:[\p{L}-]+\s+){0,2}?(?:agreement|terms|contract|document|memorandum|conditions|polic(?:y|ies)|charter|code)\b`;
/** Having read the agreement: "I have read and understood this Agreement", "Having read these Terms". */
const READ_IT = new RegExp(
  String.raw`\b(?:have|has|having)\s+(?:\w+ly\s+)?read(?:\s*,?\s*(?:and\s+)?(?:understood|understand|accept(?:ed)?|acknowledged|agreed\s+to))*\s+${THE_AGREEMENT}`,
  'iu',
);
/**
 * Assent to the agreement as a whole: to comply with, be bound by or abide by it, all of its terms or all of
 * its requirements. It names no duty of its own.
 */
const ABIDE_BY_IT = new RegExp(
  String.raw`\b(?:agree|agrees|undertake|undertakes|will|shall|promise|promises)\s+(?:to\s+)?(?:comply\s+with|be\s+bound\s+by|abide\s+by|observe|follow|adhere\s+to|honou?r)\s+(?:${THE_AGREEMENT}|(?:(?:all|each|every\s+one|any)\s+(?:of\s+)?)?(?:its|their|the|these|such)\s+(?:[\p{L}-]+\s+){0,2}?(?:terms|requirements|provisions|conditions|obligations|rules)\b(?:\s+and\s+conditions\b)?|(?:all\s+of\s+)?them\b|it\b)`,
  'giu',
);

/**
 * A closing acknowledgement: the signer says it has read the agreement and will comply with it ("Having read
 * these Terms, I agree to follow all of their requirements"). It records assent to the whole document and
 * states no term: "all of its requirements" here is no requirements contract, nor any other clause.
 */
function acknowledgesTheWhole(text: string): boolean {
  if (!READ_IT.test(text)) return false;
  const rest = text.replace(READ_IT, ' ').replace(ABIDE_BY_IT, ' ');
  return !BINDS.test(rest);
}

export function isSignOff(text: string): boolean {
  if (WITNESS.test(text)) return true;
  if (acknowledgesTheWhole(text)) return true;
  return (SIGNED.test(text) || ACCEPTED.test(text)) && !BINDS.test(text);
}
