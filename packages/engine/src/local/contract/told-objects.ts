import type { ContractSide } from './contract-roles';
import { durationsIn } from './durations';
import { IRREVOCABLE } from './perpetual-words';
import { withFiguresUnbracketed } from './stated-period';

/**
 * A rule's general wording names more than many of its sentences do: a non-solicitation "of clients or
 * staff" may cover staff alone, duties "after the agreement ends" may be cooperation in a consulting
 * agreement, not a sell-off of goods, and may have no end. The finding says what its own sentence covers.
 */

interface ToldObjects {
  meaning?: string;
  impact: string;
}

// Staff named as the people not to be approached. "employment" ("solicit for employment") is no staff noun.
const STAFF = /\b(?:employees?|staff|personnel|workforce|workers)\b/iu;
// Clients named as people: lower case or a plural; "Client"/"Customer" in capitals and singular names a party.
const CLIENTS = /\b(?:clients?|customers?|Clients|Customers|suppliers?|accounts)\b/u;

const NON_SOLICITATION: Record<'staff' | 'clients', { meaning: string; impact: Record<ContractSide, string> }> = {
  staff: {
    meaning: 'This stops one side from approaching the other’s staff to hire them away.',
    impact: {
      provider: 'It limits whom you may approach or hire among the other side’s staff after the agreement ends.',
      recipient: 'It protects your staff from being poached.',
    },
  },
  clients: {
    meaning: 'This stops one side from approaching the other’s clients.',
    impact: {
      provider: 'It limits which of the other side’s clients you may work with after the agreement ends.',
      recipient: 'It protects your clients from being poached.',
    },
  },
};

/** A non-solicitation told with the people its sentence names: staff only, clients only, or both as the rule says. */
export function nonSolicitationAsStated(sentence: string, side: ContractSide): ToldObjects | undefined {
  const staff = STAFF.test(sentence);
  const clients = CLIENTS.test(sentence);
  if (staff === clients) return undefined;
  const told = NON_SOLICITATION[staff ? 'staff' : 'clients'];
  return { meaning: told.meaning, impact: told.impact[side] };
}

// What a duty after the end may be, as its sentence names it.
const AFTER_END_DUTIES: readonly [RegExp, string][] = [
  [/\b(?:transition\w*|hand-?over|wind[-\s]?down)\b/iu, 'help with the handover'],
  [/\bsell[-\s]?off\b|\b(?:sell|inventory|stock)\b/iu, 'selling off or supplying stock'],
  [/\b(?:return\w*|destr(?:oy|uction)\w*|deliver\s+up)\b/iu, 'returning materials'],
  [/\b(?:delet|eras|purg)\w*/iu, 'deleting data'],
  [/\bco-?operat\w*|\bassist\w*/iu, 'cooperation'],
  [/\bsupport\b/iu, 'support'],
  // Keeping a secret, not "Confidential Information" named as what is returned or deleted.
  [
    /\bconfidentiality\b|\b(?:keep|kept|hold|held|treat\w*|maintain\w*)\b[^.;]{0,60}\b(?:confidential|in\s+confidence)\b|\bnon-?disclosure\b/iu,
    'confidentiality',
  ],
  [/\b(?:pay|payments?|fees?)\b/iu, 'payments'],
];

/** What continues after the end, in the words of its own sentence rather than a sale's. */
export function afterEndMeaning(sentence: string): string {
  const named = AFTER_END_DUTIES.filter(([words]) => words.test(sentence)).map(([, label]) => label);
  return named.length > 0
    ? `Some duties continue after the agreement ends: ${named.join(', ')}.`
    : 'Some duties continue after the agreement ends.';
}

const FOR_THE_PERIOD_IT_STATES = /,\s+for\s+the\s+period\s+it\s+states(?=\.)/u;
// A sentence that sets some end, even one it does not count: a period, "until", "so long as", a term.
// "For the remainder of any active Order Forms" ties the end to something else's.
const SOME_END =
  /\b(?:period|until|so\s+long\s+as|as\s+long\s+as|term|expire\w*\s+(?:on|at)|ends?\s+(?:on|at|when)|remainder|(?:rest|duration|life)\s+of)\b/iu;

// What survives only as far as a purpose needs: "to the extent necessary to …", "so far as required for …".
const AS_FAR_AS_NEEDED =
  /\bto\s+the\s+extent\s+(?:reasonably\s+|strictly\s+)?(?:necessary|needed|required)\b|\b(?:as|so)\s+(?:far|long)\s+as\s+(?:is\s+|may\s+be\s+)?(?:reasonably\s+|strictly\s+)?(?:necessary|needed|required)\b/iu;

/**
 * "For the period it states" said of a sentence that states none: told as what this sentence says, not as
 * terms with no end, since another clause may set how long each of them lasts.
 */
export function withNoEndAsStated(line: string, sentence: string): string {
  if (!FOR_THE_PERIOD_IT_STATES.test(line)) return line;
  // Kept alive for a purpose, not for a time: "to the extent necessary to settle final accounts".
  if (durationsIn(withFiguresUnbracketed(sentence)).length === 0 && AS_FAR_AS_NEEDED.test(sentence))
    return line.replace(FOR_THE_PERIOD_IT_STATES, ', as far as needed for the purpose it names');
  if (
    durationsIn(withFiguresUnbracketed(sentence)).length > 0 ||
    SOME_END.test(sentence.replace(/\b(?:termination|expiration)\b/giu, ''))
  )
    return line;
  return line.replace(FOR_THE_PERIOD_IT_STATES, '; this sentence does not say for how long');
}

// The transfer happens as the work is made: a present assignment, a work made for hire, ownership on creation.
const ON_CREATION =
  /\bhereby\s+(?:irrevocably\s+)?(?:assigns?|transfers?|conveys?)\b|\bworks?\s+made\s+for\s+hire\b|\bwork[-\s]for[-\s]hire\b|\b(?:upon|on|at\s+the\s+time\s+of|from\s+the\s+moment\s+of)\s+(?:its\s+|their\s+)?creation\b|\b(?:when|as\s+soon\s+as|as)\s+(?:it\s+is|they\s+are)\s+(?:created|made|conceived)\b/iu;
const AFTER_PAYMENT = /;\s+assign\s+only\s+the\s+deliverables,\s+after\s+payment\.$/u;

/** The creator's advice to assign "after payment", for a sentence that transfers the work as it is created. */
export const ON_CREATION_CHANGE =
  'Keep ownership of what you had before and your general tools: the transfer takes effect as the work is created, so list your earlier work to keep it out.';

/** The creator's advice told as the sentence times the transfer: on creation, no payment can come first. */
export function withTransferTimeAsStated(change: string, sentence: string): string {
  return AFTER_PAYMENT.test(change) && ON_CREATION.test(sentence) ? ON_CREATION_CHANGE : change;
}

/**
 * Outsiders the sentence lets enforce the agreement, whose side the reading did not tell ("the Indemnified
 * Parties", "each Holder"): told as people outside the contract, never as the reader's own, and without claiming
 * the sentence is silent on whose they are, which it often says in words not read.
 */
export const UNOWNED_OUTSIDERS: Omit<ToldObjects, 'meaning'> & { change: string } = {
  impact: 'People outside the contract may enforce it, and they may be able to bring claims against you.',
  change: 'Check who these people are, whose side they are on, and which clauses they may enforce.',
};

// What a licence's sentence says of its length and reach, with what each means for its use.
const LICENCE_TERMS: readonly [RegExp, string, string][] = [
  [/\bperpetu(?:al|ally|ity)\b/iu, 'perpetual', 'it has no end date'],
  [IRREVOCABLE, 'irrevocable', 'it cannot be taken back'],
  [/\bworld-?wide\b|\bthroughout\s+the\s+(?:world|universe)\b/iu, 'worldwide', 'it applies anywhere'],
  [
    /\bfor\s+any\s+(?:and\s+all\s+)?purposes?\b|\bfor\s+all\s+purposes\b|\bwithout\s+restriction\b/iu,
    'for any purpose',
    'it may be used for any purpose',
  ],
];
// Words that hold a licence to a scope of its own: a purpose, a territory, products, the term.
const LIMITED_SCOPE =
  /\b(?:solely|only|exclusively)\s+(?:for|in|on|to|within|with)\b|\bin\s+the\s+territory\b|\bduring\s+the\s+term\b|\blimited\s+to\b/iu;

/** A licence told with the length and reach its sentence states, undefined when it states neither. */
export function licenceAsStated(sentence: string, side: ContractSide): (ToldObjects & { change?: string }) | undefined {
  const stated = LICENCE_TERMS.filter(([words]) => words.test(sentence));
  if (stated.length === 0) return undefined;
  const names = stated.map(([, name]) => name);
  const what = `${names.slice(0, -1).join(', ')}${names.length > 1 ? ' and ' : ''}${names.at(-1)}`;
  const scope = LIMITED_SCOPE.test(sentence) ? ' Otherwise it covers only the use the sentence names.' : '';
  const means = stated.map(([, , meaning]) => meaning).join(', ');
  const whose = side === 'recipient' ? 'You may use what is licensed under' : 'What you license goes under';
  const impact = `${whose} a licence that is ${what}: ${means}.${scope}`;
  const endless = names.includes('perpetual') || names.includes('irrevocable');
  const change =
    side === 'recipient' && endless
      ? 'Make sure the licence covers everything you need; its length already outlasts the agreement.'
      : undefined;
  return change ? { impact, change } : { impact };
}
