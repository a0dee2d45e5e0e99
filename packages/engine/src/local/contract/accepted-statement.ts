/**
 * Words by which one party only accepts what another does or has: "You expressly understand and agree that
 * the Company shall not be liable …", "If Customer provides Feedback, it acknowledges and agrees that Acme will
 * have a licence …". The statement after "that" has its own subject, which decides who it binds; the party
 * accepting it neither gives the protection nor holds the licence. Releases, waivers, disclaimers and grants
 * told in the passive are their agent's ("waived by Customer") or protect their subject ("Acme is released").
 */

// A party's acceptance, without a modal of its own before it (an opening condition may come first); both
// parties accepting is read by `acknowledgedStatement`.
const ACCEPT_VERB = String.raw`(?:hereby\s+|expressly\s+|further\s+|specifically\s+)?(?:acknowledges?|agrees?|understands?|confirms?|recogni[sz]es?|accepts?)`;
const ONE_ACCEPTS = new RegExp(
  String.raw`^([^;:]{0,140}?)\b${ACCEPT_VERB}(?:\s*,?\s*(?:and|&)\s+${ACCEPT_VERB})?\s*,?\s+that\s+`,
  'iu',
);
const NOT_ONE_ACCEPTING =
  /\b(?:shall|will|may|must|can|that)\b|\b(?:each|either|neither|both|no)\s+(?:of\s+the\s+)?part(?:y|ies)\b|\bthe\s+parties\b/iu;

/** The statement one party accepts ("… agrees that X may …"), or undefined when the sentence is no such acceptance. */
export function statementAcceptedByOne(text: string): string | undefined {
  const accepted = ONE_ACCEPTS.exec(text);
  if (!accepted || NOT_ONE_ACCEPTING.test(accepted[1] ?? '')) return undefined;
  return text.slice(accepted[0].length);
}

/** "Acme is hereby released and discharged from …": the one released is protected. */
export const PASSIVE_RELEASE =
  /\b(?:is|are|shall\s+be|will\s+be)\s+(?:hereby\s+)?(?:(?:fully|forever|irrevocably|unconditionally)\s+)*(?:released|discharged)\b/iu;

/**
 * "… is waived by Customer", "… hereby granted to Acme by Customer": the agent after "by" waives, releases,
 * disclaims or grants, whoever the sentence names before it. No modal may come between the verb and "by"
 * ("the rights granted to Acme may be exercised by …" names who exercises them).
 */
export const ACT_BY_AGENT =
  /\b(?:waived|released|discharged|disclaimed|granted)\b(?:\s+(?:to|unto|in\s+favou?r\s+of)\s+(?:(?!\b(?:shall|will|may|must|can|is|are|be|by)\b)[^.;,]){1,60}?)?\s+by\s+$/iu;
