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

export function isSignOff(text: string): boolean {
  if (WITNESS.test(text)) return true;
  return (SIGNED.test(text) || ACCEPTED.test(text)) && !BINDS.test(text);
}
