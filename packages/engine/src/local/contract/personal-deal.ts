import { offersPrizes } from './free-of-charge';

/**
 * Whether the reader takes part in the deal in person rather than as a business: it is named by a word for
 * a person taking part (a participant, an entrant, a student, a volunteer, a user), or the deal is a contest
 * whose prizes go to those who enter. Such a reader has no business for an agreement or a licence to pass
 * with, nor affiliates to share it with: asks for a transfer to a buyer of the business do not fit.
 */

// Words naming the reader as a person taking part, as drafters define them: "Participant", "Entrant", "Data User".
const PERSON_TAKING_PART =
  /^(?:(?:the|each|any)\s+)?(?:[\p{L}-]+\s+)?(?:participants?|entrants?|contestants?|competitors?|students?|volunteers?|speakers?|presenters?|mentees?|attendees?|applicants?|users?|individuals?|hackers?)$/iu;
// A name that is a business's: "Acme Inc.", "Brill Ltd", "Cole Holdings LLC".
const BUSINESS_NAME =
  /\b(?:inc|incorporated|llc|l\.l\.c|ltd|limited|plc|gmbh|ag|sa|sas|bv|nv|corp|corporation|company|co|lp|llp|pty|foundation|association|university|institute)\b\.?/iu;

export function readerTakesPartInPerson(
  readerNames: readonly string[],
  sentences: readonly { text: string }[],
): boolean {
  if (readerNames.some((name) => BUSINESS_NAME.test(name))) return false;
  return readerNames.some((name) => PERSON_TAKING_PART.test(name.trim())) || offersPrizes(sentences);
}
