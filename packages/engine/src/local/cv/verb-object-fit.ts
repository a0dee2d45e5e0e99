/**
 * Which things a verb of a rewritten CV line takes as its object, by kind. A duty phrase hides its
 * verb's fit ("responsible for implementing customer expectations" reads as a task); the verb-led
 * rewrite shows it ("Implemented customer expectations"), and expectations are met, not implemented.
 * Only verbs that take a narrow kind of object are listed; others take most things a CV names.
 */
const KINDS = {
  people: `staff employee team crew student client customer volunteer intern patient member worker agent associate
representative trainee apprentice recruit hire colleague user guest visitor`,
  records: `report record file document invoice account budget payroll schedule rota minutes correspondence contract
database spreadsheet log inventory stock order claim application form statement letter payment return ledger data
appointment shift booking request query enquiry inquiry ticket transaction forecast delivery shipment refund
visit tax`,
  plans: `plan system policy procedure process program programme project strategy initiative campaign change solution
software tool control standard upgrade feature improvement training event meeting workshop course curriculum lesson
rollout migration audit test review workflow guideline protocol measure practice interview inspection survey
research analysis assessment evaluation study trial session`,
  content: `news article content copy newsletter video photo photograph image script manuscript post story page
publication material proposal presentation brochure blog book issue edition footage film recording`,
  meals: 'meal food dish menu',
  premises: `store shop branch office site location facility building door gate restaurant cafe bar kitchen centre
center clinic salon studio library warehouse unit register till`,
  deals: 'deal sale loan case market',
  relations: 'relationship contact partnership network',
} as const;
type Kind = keyof typeof KINDS;

const VERB_TAKES: Readonly<Record<string, readonly Kind[]>> = {
  implemented: ['plans'],
  executed: ['plans'],
  conducted: ['plans'],
  edited: ['content', 'records'],
  proofread: ['content', 'records'],
  trained: ['people'],
  mentored: ['people'],
  coached: ['people'],
  recruited: ['people'],
  processed: ['records'],
  reconciled: ['records'],
  prepared: ['records', 'content', 'plans', 'meals'],
  scheduled: ['records', 'plans', 'people'],
  // A place or an account is opened and closed; a routine ("opening procedures") is followed.
  opened: ['premises', 'records', 'deals'],
  closed: ['premises', 'records', 'deals'],
};

const WORDS_OF_KIND: ReadonlyMap<Kind, ReadonlySet<string>> = new Map(
  (Object.entries(KINDS) as Array<[Kind, string]>).map(([kind, words]) => [kind, new Set(words.split(/\s+/u))]),
);

/** Where the object's noun phrase ends: a preposition, a clause word or punctuation. */
const OBJECT_END =
  /\s+(?:for|of|in|into|to|with|at|on|by|from|within|across|including|while|through|using|via|under|over|per|so|that|which|who)\b|[,;:(.]/iu;

/**
 * Whether each object of a rewrite's opening verb is a thing the verb takes ("Implemented a new
 * ordering system" yes, "Edited match reports and video production" no: production is not edited). True for
 * a verb the table does not list.
 */
export function objectFitsVerb(rewrite: string): boolean {
  const [verb = '', ...rest] = rewrite.trim().split(/\s+/u);
  // "Opened and closed the shop": both verbs share the object, and each must take it.
  const joined = /^(?:and|or)$/iu.test(rest[0] ?? '') ? (rest[1] ?? '') : undefined;
  const object = (joined === undefined ? rest : rest.slice(2)).join(' ').split(OBJECT_END)[0] ?? '';
  return [verb, ...(joined === undefined ? [] : [joined])].every((each) => takes(each, object));
}

function takes(verb: string, object: string): boolean {
  const kinds = VERB_TAKES[verb.toLowerCase()];
  if (kinds === undefined) return true;
  const heads = object
    .split(/\s+(?:and|or|&)\s+/iu)
    .map((part) => (part.trim().split(/\s+/u).pop() ?? '').toLowerCase());
  return heads.length > 0 && heads.every((head) => kinds.some((kind) => isOfKind(head, kind)));
}

function isOfKind(word: string, kind: Kind): boolean {
  const words = WORDS_OF_KIND.get(kind);
  if (words === undefined) return false;
  const singular = [word, word.replace(/s$/u, ''), word.replace(/es$/u, ''), word.replace(/ies$/u, 'y')];
  return singular.some((form) => words.has(form));
}
