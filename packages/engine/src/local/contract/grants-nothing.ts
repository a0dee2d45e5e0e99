import { FINITE_BE, FORMS_OF_DO, MODALS, oneOf } from '../../grammar/word-classes';

/**
 * Whether a main clause grants, confers or creates nothing: "Nothing in this Agreement shall be construed as
 * granting any rights under any patent", "No right or licence is granted by implication", "This Agreement does
 * not create a partnership". Such a sentence denies every grant its words name, whether or not a rule's own
 * patterns match its wording ("any rights under any patent" names no "licence"), so a clause that grants
 * something is never quoted from it as if it granted.
 */

// The verbs by which a contract gives something: grant, confer, create, give, vest, convey, transfer, imply.
const GIVING = '(?:grant|confer|creat|giv|vest|convey|transfer|impl)(?:s|es|ed|ing|e|ies|ied|y)?';
/** "shall be construed as", "will be deemed to", "is intended to": the ways a denial softens its verb. */
export const READ_AS = String.raw`(?:be\s+)?(?:(?:construed|deemed|interpreted|read|intended|considered)\s+(?:as|to)\s+)?`;
/** The verb a denial is told with: a modal, or a form of "do" or "be" ("does not create", "is not granted"). */
const MODAL = `(?:${oneOf(MODALS, FORMS_OF_DO, FINITE_BE)})`;
/** The giving verb without a modal, as a contract states it in the present ("Nothing herein confers …"). */
const GIVES = '(?:grants|confers|creates|gives|vests|conveys|transfers|implies)';

/** "Nothing (in this Agreement) shall be construed as granting …", "Nothing herein confers …". */
const NOTHING_GIVES = new RegExp(
  String.raw`\bnothing\b[^.;]{0,80}?\b(?:${MODAL}\s+(?:(?:hereby|expressly|impliedly)\s+)?${READ_AS}(?:(?:hereby|expressly)\s+)?${GIVING}|${GIVES})\b`,
  'iu',
);
/** "No right or licence is granted", "no licence shall be deemed to be granted". */
const NONE_GIVEN =
  /\bno\s+(?:[\p{L}-]+\s+){0,6}?(?:is|are|shall|will|may)\s+(?:be\s+)?(?:deemed\s+(?:to\s+(?:be|have\s+been)\s+)?)?(?:hereby\s+|expressly\s+|impliedly\s+)?(?:granted|conferred|created|given|implied|vested|conveyed|transferred)\b/iu;
/**
 * "This Agreement does not create …", "Disclosure shall not be deemed to grant …": the agreement, a provision
 * or an act under it is what gives nothing. A party that "shall not grant" a sublicence is restrained instead.
 */
const DOES_NOT_GIVE = new RegExp(
  String.raw`\b(?:agreement|contract|terms|document|clause|section|article|provision|disclosure|delivery|arrangement|relationship|appointment|instrument|licen[cs]e|it)s?\b[^.;]{0,60}?\b${MODAL}\s+not\s+${READ_AS}${GIVING}\b`,
  'iu',
);
/** "…, but the Owner grants …": a denial that goes on to grant is told as neither. */
const THEN_GRANTS = /;|\b(?:but|however|save\s+that|except\s+that|provided\s+that)\b/iu;
const GRANTED_BEFORE = /\b(?:hereby|grants?|confers?|creates?|gives?|vests?|conveys?|transfers?)\b/iu;
/** A negation of a limit ("Nothing shall limit the licence granted") leaves the grant standing. */
const NEGATED_LIMIT =
  /\b(?:nothing|not|no)\b[^.;]{0,60}?\b(?:limit|restrict|prejudice|affect|derogate|reduce|impair)\w*/iu;

export function grantsNothing(mainClause: string): boolean {
  const text = mainClause.replace(/\s+/gu, ' ');
  if (THEN_GRANTS.test(text)) return false;
  const denial = NOTHING_GIVES.exec(text) ?? NONE_GIVEN.exec(text) ?? DOES_NOT_GIVE.exec(text);
  if (!denial) return false;
  // "X grants Y a licence and no other right is granted": the grant before the denial stands.
  if (GRANTED_BEFORE.test(text.slice(0, denial.index))) return false;
  return !NEGATED_LIMIT.test(text.slice(0, denial.index + denial[0].length));
}
