import { isBareHeading } from '../../text/quote-shape';
import { paysNothing } from './free-of-charge';
import { withoutOtherAgreements } from './other-agreements';

/**
 * How far a provision reaches. Most sentences of a clause state it for the whole agreement; some limit it
 * to one trigger (force majeure, conditions precedent, a default under another agreement), one object (a
 * warranty that no broker is owed a fee), one kind of use (trials, betas, pilots, evaluations, free use),
 * one state of affairs ("if no Work Order is then in force"), or say so outright ("this Section applies
 * only to …"). The general provision is the one a lawyer quotes; a narrow one quoted alone is told as
 * narrow, and is never told as the contract's general right or limit.
 */
export interface NarrowScope {
  /** What it is limited to, as said after "only": "for Beta Features", "if no Work Order is in force". */
  limit: string;
  /** The finding's sentence on it. */
  note: string;
  /** The kind of use it covers alone ("Beta Features"), where that is what narrows it. */
  part?: string;
}

/** What the whole agreement is about, so that a provision naming it is not narrow. */
export interface DealScope {
  /** The kinds of use the agreement itself is: a pilot or evaluation agreement, a beta programme, a free service. */
  uses: ReadonlySet<UseKind>;
}

type UseKind = 'trial' | 'beta' | 'free';

export const WHOLE_AGREEMENT: DealScope = { uses: new Set() };

// Triggers narrower than the clause's main ones, told as the finding tells them.
const NARROW_TRIGGERS: readonly { pattern: RegExp; limit: string; note: string }[] = [
  {
    pattern: /\bconditions?\s+precedent\b/iu,
    limit: 'if conditions precedent are not met',
    note: 'It applies only if conditions precedent are not met.',
  },
  {
    pattern: /\bforce\s+majeure\b/iu,
    limit: 'when a force majeure event prevents performance',
    note: 'It applies only when a force majeure event prevents performance.',
  },
  {
    // A warranty that no broker or agent was retained states a fact about how the contract was won; it covers no fee.
    pattern:
      /\b(?:warrant|represent)\w*\b[\s\S]*\b(?:brokers?|finders?|brokerage|selling\s+agen(?:t|ts|cy|cies)|placement\s+agents?|contingent\s+fees?)\b/iu,
    limit: 'as to whether a broker or agent was paid to win the contract',
    note: 'It covers only whether a broker or agent was paid to win the contract.',
  },
  {
    // Fees a broker claims, which an indemnity or a cost term covers.
    pattern:
      /\b(?:brokers?|finders?|brokerage|placement\s+agents?)\b[^.;]{0,80}?\b(?:fees?|commissions?)\b|\bfinder['’]?s\s+fees?\b|\bbrokerage\s+(?:fees?|commissions?)\b/iu,
    limit: 'for fees claimed by brokers or finders',
    note: 'It covers only fees claimed by brokers or finders.',
  },
];
const DEFAULT_UNDER_ANOTHER_AGREEMENT =
  /\b(?:default|breach)\w*\s+(?:\w+\s+){0,3}?under\s+(?:the\s+|an?\s+)?\s*another\s+agreement\b/iu;

/** A trigger or object of general scope named beside a narrow trigger ("for breach, or if force majeure lasts"). */
const GENERAL_TRIGGER =
  /\b(?:breach\w*|any\s+reason|convenience|without\s+cause|negligen\w+|all\s+(?:losses|claims|liabilities|damages)|the\s+(?:services|work|deliverables|products|goods))\b/iu;

// The kinds of use a provider offers apart from its paid service: trials, pilots and evaluations; betas,
// previews and pre-release or early-access features; use that costs nothing.
// A bare "pilot" or "evaluation" is often no offering ("the pilot of the aircraft", "the results of the
// evaluation"): only with a word saying it is one ("Pilot Program", "evaluation period"), or after "during any".
const TRIAL = String.raw`(?:free\s+)?trials?(?:\s+(?:periods?|versions?|accounts?|subscriptions?|services?|use))?(?!\s+(?:by|before)\b)|pilots?\s+(?:programs?|programmes?|periods?|projects?|phases?|use)|evaluations?\s+(?:periods?|terms?|accounts?|licen[cs]es?|use|copies|versions?|purposes?)|(?<=\bduring\s+(?:any|an|the)\s+)(?:pilot|evaluation)\b(?!\s+of\b)|proofs?[-\s]of[-\s]concept`;
const BETA = String.raw`betas?(?:\s+(?:services?|features?|versions?|products?|releases?|previews?|programs?|programmes?|offerings?|software|access))?|pre-?release\s+(?:services?|features?|software|versions?|materials?|products?)|previews?(?:\s+(?:features?|services?|versions?|releases?))?|early[-\s]access(?:\s+(?:features?|services?|programs?|programmes?|versions?))?`;
const FREE = String.raw`free\s+(?:services?|versions?|tiers?|plans?|accounts?|offerings?|products?|use|subscriptions?)`;
const USE = `(?:${TRIAL}|${BETA}|${FREE})`;
// A kind of use, joined with another ("trial accounts and beta features", "beta or preview features").
const USES = String.raw`${USE}(?:\s*(?:,|and|or|and\/or)\s+(?:any\s+)?${USE})*`;
// A word that makes the provision reach no further than the use it names: "for trial accounts", "with respect to
// Beta Services", "during any evaluation", "use of Preview Features", "access to early-access features".
const SCOPE_WORD = String.raw`(?:for|with\s+respect\s+to|in\s+respect\s+of|as\s+to|regarding|relating\s+to|related\s+to|in\s+connection\s+with|arising\s+(?:out\s+of|from)|during|under|of|uses?|access\s+to)`;
// What may stand between that word and the use: an article, a determiner, a possessive, "optional".
const OWNER = String.raw`(?:the|any|all|such|an?|its|their|each|optional|[\p{L}-]+['’]s)`;
// The use is told with its article, if it has one: "the Pilot Program".
const USE_IN_SCOPE = new RegExp(
  String.raw`\b${SCOPE_WORD}\s+(?:(?!the\b)${OWNER}\s+){0,2}((?:the\s+)?${USES})\b`,
  'giu',
);
// Use that costs nothing, said of the use in a condition rather than named as a service: "where the Service
// is used free of charge", "for products that are provided at no charge". "Shall repair it at no charge" says
// what a duty costs, and narrows nothing.
const FREE_OF_CHARGE =
  /\b(?:for|where|if|when|while|to\s+the\s+extent)\b[^.;]{0,80}?\b(?:used|use|provided|offered|made\s+available|accessed|access)\b[^.;]{0,20}?(?:\bfree\s+of\s+(?:any\s+)?charge\b|\b(?:at|for)\s+no\s+(?:additional\s+)?(?:charge|cost)\b|\bwithout\s+(?:charge|payment)\b|\bfor\s+free\b)|\b(?:for|where|if|when)\b[^.;]{0,60}?\bno\s+fees?\s+(?:are|is|were|was|have\s+been)\s+(?:paid|payable|charged)\b/iu;
// Words that put the use named outside the provision, or among examples of what it covers: then the
// provision reaches the rest ("except for trial accounts", "other than free use", "including any Beta Features").
const LEFT_OUT_OR_LISTED =
  /\b(?:except(?:\s+(?:for|as\s+to|with\s+respect\s+to))?|excluding|exclusive\s+of|other\s+than|save\s+for|apart\s+from|not\s+including|does\s+not\s+apply\s+to|do\s+not\s+apply\s+to|shall\s+not\s+apply\s+to|will\s+not\s+apply\s+to|including|includes?)\b[^.;]{0,60}$/iu;
// The same sentence also states the rule for the rest: "(ii) for Paid Services …", "in all other cases".
const REST_STATED_TOO =
  /\bin\s+all\s+other\s+(?:cases|circumstances|events)\b|\bfor\s+(?:all\s+)?(?:other|paid)\b|\bpaid\s+(?:services?|subscriptions?|use|plans?|accounts?)\b/iu;

// A state in which no engagement is running: "if no Work Order is then in force", "when there are no
// outstanding projects", "once all Orders have expired". The right it conditions is no way out while one runs.
const NOTHING_RUNNING = new RegExp(
  [
    String.raw`\b(?:if|when|while|whenever|where|so\s+long\s+as|at\s+any\s+time\s+(?:that|when))\s+(?:there\s+(?:is|are)\s+(?:then\s+)?)?no\s+(?:active|outstanding|open|current|pending|unexpired|ongoing|effective|uncompleted)\s+[^.;,]{1,50}?(?=[,.;]|\s+(?:either|each|any|the|a)\s|$)`,
    String.raw`\b(?:if|when|while|whenever|where|so\s+long\s+as|at\s+any\s+time\s+(?:that|when))\s+(?:there\s+(?:is|are)\s+)?no\s+[^.;,]{1,50}?\s+(?:is|are|remains?|exists?)\s+(?:then\s+)?(?:in\s+effect|in\s+force|active|outstanding|open|pending|ongoing|running|current|in\s+progress|unexpired)\b`,
    String.raw`\b(?:if|when|once|after)\s+all\s+(?:outstanding\s+|active\s+)?[^.;,]{1,50}?\s+(?:have|has)\s+(?:been\s+)?(?:expired|ended|terminated|completed|fulfilled)(?:\s+or\s+(?:been\s+)?(?:expired|ended|terminated|completed|fulfilled))?\b`,
  ].join('|'),
  'iu',
);

// The provision says outright how far it reaches: "This Section applies only to …", "the foregoing shall apply only where …".
const STATED_REACH =
  /\b(?:appl(?:y|ies)|shall\s+apply|will\s+apply)\s+only\s+(?:(?:to|as\s+to|with\s+respect\s+to|in\s+respect\s+of|for)\s+([^.;,]{3,80})|((?:if|where|when|while|during)\s+[^.;,]{3,80}))|\bonly\s+appl(?:y|ies)\s+(?:to|for)\s+([^.;,]{3,80})/iu;

/** What makes the provision narrow; undefined for a provision of general scope. */
export function narrowScope(statement: string, deal: DealScope = WHOLE_AGREEMENT): NarrowScope | undefined {
  const text = statement.replace(/\s+/gu, ' ');
  return runningStateOf(text) ?? statedReach(text) ?? useOf(text, deal) ?? narrowTrigger(text);
}

/**
 * A state in which no engagement runs, as the sentence names it: a right that exists only then is no way
 * out while an order, a statement of work or a subscription runs.
 */
export function runningStateOf(statement: string): NarrowScope | undefined {
  const text = statement.replace(/\s+/gu, ' ');
  const state = NOTHING_RUNNING.exec(text)?.[0]?.trim();
  if (!state) return undefined;
  const limit = state.charAt(0).toLowerCase() + state.slice(1);
  return { limit, note: `It applies only ${limit}.` };
}

function statedReach(text: string): NarrowScope | undefined {
  const match = STATED_REACH.exec(text);
  if (!match) return undefined;
  const object = (match[1] ?? match[3])?.trim();
  if (object) return { limit: `for ${object}`, note: `It applies only to ${object}.` };
  const condition = match[2]?.trim() ?? '';
  return { limit: condition, note: `It applies only ${condition}.` };
}

function useOf(text: string, deal: DealScope): NarrowScope | undefined {
  if (REST_STATED_TOO.test(text)) return undefined;
  for (const match of text.matchAll(USE_IN_SCOPE)) {
    const part = match[1] ?? '';
    if (LEFT_OUT_OR_LISTED.test(text.slice(0, match.index)) || coversTheDeal(part, deal)) continue;
    return partScope(part);
  }
  const free = FREE_OF_CHARGE.exec(text);
  if (free && !deal.uses.has('free') && !LEFT_OUT_OR_LISTED.test(text.slice(0, free.index)))
    return partScope('free-of-charge use');
  return undefined;
}

function partScope(part: string): NarrowScope {
  return {
    limit: `for ${part}`,
    note: `It applies only to ${part}, not to the rest of the agreement.`,
    part,
  };
}

function narrowTrigger(text: string): NarrowScope | undefined {
  if (GENERAL_TRIGGER.test(text)) return undefined;
  const narrow = NARROW_TRIGGERS.find((trigger) => trigger.pattern.test(text));
  if (narrow) return { limit: narrow.limit, note: narrow.note };
  return DEFAULT_UNDER_ANOTHER_AGREEMENT.test(withoutOtherAgreements(text))
    ? { limit: 'on a default under another agreement', note: 'It applies only on a default under another agreement.' }
    : undefined;
}

// The word that tells which kind of use a name is: "Evaluation Period" is a trial, "Preview Features" a beta.
// Plain letters only, so read without Unicode case folding, which is many times slower over a whole document.
const USE_KINDS: readonly { kind: UseKind; word: RegExp }[] = [
  { kind: 'trial', word: /\b(?:trials?|pilots?|evaluations?|proofs?[-\s]of[-\s]concept)\b/i },
  { kind: 'beta', word: /\b(?:betas?|pre-?release|previews?|early[-\s]access)\b/i },
  { kind: 'free', word: /\bfree\b/i },
];

/** Whether every use the words name is what the whole agreement is about (an evaluation agreement's evaluation). */
function coversTheDeal(part: string, deal: DealScope): boolean {
  const uses = part.split(/\s*(?:,|\band\/or\b|\band\b|\bor\b)\s*(?:any\s+)?/iu).filter(Boolean);
  return uses.every((use) => USE_KINDS.some(({ kind, word }) => deal.uses.has(kind) && word.test(use)));
}

// The agreement naming itself by a kind of use: "this Evaluation Agreement", "these Beta Terms", "this Pilot Program".
const SELF_NAME =
  /\b(?:this|these)\s+((?:[\p{L}-]+\s+){0,3}?)(?:agreement|addendum|terms|program|programme|licen[cs]e)\b/giu;
// Fees someone pays, which a free service has none of: "the fees paid by the Customer", "amounts payable".
const FEES_PAID = /\b(?:fees?|amounts?|charges|price|sums?)\b[^.;]{0,40}?\b(?:paid|payable)\b/iu;
// How many sentences from the start may hold the agreement's title.
const TITLE_REACH = 3;

/** The kinds of use the whole agreement is about, read from its title, the name it gives itself and what it charges. */
export function dealScope(sentences: readonly { text: string }[]): DealScope {
  const known = dealOf.get(sentences);
  if (known) return known;
  const deal = { uses: usesOfTheDeal(sentences) };
  dealOf.set(sentences, deal);
  return deal;
}

const dealOf = new WeakMap<readonly { text: string }[], DealScope>();

function usesOfTheDeal(sentences: readonly { text: string }[]): ReadonlySet<UseKind> {
  const names = [
    ...sentences
      .slice(0, TITLE_REACH)
      .filter(({ text }) => isBareHeading(text))
      .map(({ text }) => text),
    // Only a sentence naming a kind of use can name the agreement by one.
    ...sentences
      .filter(({ text }) => USE_KINDS.some(({ kind, word }) => kind !== 'free' && word.test(text)))
      .flatMap(({ text }) => [...text.matchAll(SELF_NAME)].map((match) => match[1] ?? '')),
  ];
  const uses = new Set<UseKind>();
  for (const name of names) {
    for (const { kind, word } of USE_KINDS) if (kind !== 'free' && word.test(name)) uses.add(kind);
  }
  if (!sentences.some(({ text }) => FEES_PAID.test(text)) && paysNothing(sentences)) uses.add('free');
  return uses;
}
