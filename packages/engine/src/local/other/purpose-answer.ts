import type { KeyInsight } from '@doclens/api';
import { evidenceFrom } from '../../text/evidence';
import { contentWordsOf } from '../../text/keywords';
import type { Sentence } from '../../text/sentences';
import { countWords } from '../../text/words';
import { countOf, listOf, singleLine } from '../wording';
import { type ChargeLine, isUnusualCharge } from './charge-lines';
import { datesIn } from './document-dates';
import type { DocumentSubstance } from './document-substance';
import { chargeInsight, dueDateInsight, findingInsight, partyInsight, totalInsight } from './fact-insights';
import { headlineOf } from './headline';
import { signalsOf } from './statement-signals';

/** What the user's purpose asks the document for. */
type Ask = 'fees' | 'dates' | 'totals' | 'figures' | 'conclusions' | 'parties';

const ASKS: ReadonlyArray<[ask: Ask, words: RegExp]> = [
  [
    'fees',
    /\b(?:fees?|charges?|charged|penalt(?:y|ies)|overdraft|interest|commissions?|surcharges?|costs?|deductions?)\b/iu,
  ],
  ['dates', /\b(?:deadlines?|due|dates?|when|timeline|schedule|expir\w*|renew\w*)\b/iu],
  ['totals', /\b(?:totals?|how much|amounts?|owe[ds]?|balances?|sum|payable|spent|spend|bill)\b/iu],
  [
    'figures',
    /\b(?:figures?|numbers?|results?|performance|growth|revenue|profits?|sales|statistics|kpis?|metrics?|key (?:points|facts))\b/iu,
  ],
  ['conclusions', /\b(?:conclu\w+|recommend\w*|verdict|outcomes?|takeaways?|findings?|next steps|main points?)\b/iu],
  [
    'parties',
    /\b(?:who|parties|party|compan(?:y|ies)|organi[sz]ations?|suppliers?|customers?|payees?|sender|issuer)\b/iu,
  ],
];
/** Purpose words asking for what is out of the ordinary, not every charge. */
const UNUSUAL_WORDS =
  /\b(?:unusual|unexpected|hidden|extra|odd|strange|suspicious|unfair|excessive|wrong|incorrect|surprise|penalt\w*)\b/iu;
/**
 * A purpose phrased as a question or a request to the document. Any other purpose ("newsletter
 * draft", "grant proposal for the council") says what the document is or is for: it frames the
 * analysis and is never searched for.
 */
const QUESTION =
  /\?|^\s*(?:what|which|who|whom|whose|when|where|why|how|is|are|was|were|does|do|did|can|could|should|find|look|search|check|show|list|tell|highlight|explain)\b/iu;
/** Words of a question that say how to look, not what to look for. */
const REQUEST_WORDS = new Set([
  'find',
  'look',
  'search',
  'check',
  'show',
  'list',
  'tell',
  'highlight',
  'explain',
  'anything',
  'something',
  'speak',
  'speaks',
  'mention',
  'mentions',
  'mentioned',
  'say',
  'says',
  'document',
  'passage',
  'passages',
]);
const MAX_PER_ASK = 8;
const MAX_MATCHING_SENTENCES = 3;
/** Headings share the purpose's words without saying anything about them. */
const MIN_PASSAGE_WORDS = 5;
const ROOT_LETTERS = 6;

/** The first key insights, answering the purpose, and the summary line saying what was found. */
export interface PurposeAnswer {
  insights: KeyInsight[];
  summaryLine: string;
  /** Whether anything matching the purpose was found. */
  found: boolean;
}

/**
 * Maps the words of the user's purpose to what to look for (fees, due dates, totals, figures,
 * conclusions, parties; for another question, sentences using its words) and answers it from the
 * document, saying plainly when nothing matching was found. A purpose that asks nothing gets no
 * answer: it describes the document (see QUESTION).
 */
export function answerPurpose(
  purpose: string | undefined,
  substance: DocumentSubstance,
  sentences: readonly Sentence[],
): PurposeAnswer | undefined {
  if (!purpose || contentWordsOf(purpose).length === 0) return undefined;
  const asks = ASKS.filter(([, words]) => words.test(purpose))
    .sort((a, b) => (a[1].exec(purpose)?.index ?? 0) - (b[1].exec(purpose)?.index ?? 0))
    .map(([ask]) => ask);
  const searched = contentWordsOf(purpose).filter((word) => !REQUEST_WORDS.has(word));
  if (asks.length === 0 && (!QUESTION.test(purpose) || searched.length === 0)) return undefined;
  const parts =
    asks.length > 0 ? asks.map((ask) => answerOf(ask, purpose, substance, sentences)) : [matching(searched, sentences)];
  return {
    insights: parts.flatMap((part) => part.insights),
    summaryLine: `You asked “${singleLine(purpose)}”: ${parts.map((part) => part.said).join('; ')}.`,
    found: parts.some((part) => part.found),
  };
}

interface Part {
  insights: KeyInsight[];
  said: string;
  found: boolean;
}

function answerOf(ask: Ask, purpose: string, substance: DocumentSubstance, sentences: readonly Sentence[]): Part {
  switch (ask) {
    case 'fees':
      return fees(substance.charges, UNUSUAL_WORDS.test(purpose));
    case 'dates':
      return dates(substance, sentences);
    case 'totals': {
      const best = substance.totals[0]?.rank;
      const totals = substance.totals.filter((total) => total.rank === best).slice(0, 3);
      if (totals.length === 0)
        return nothing('No total or amount due found', 'no line gives a total, balance or amount due');
      return {
        insights: totals.map(totalInsight),
        said: listOf(
          totals.map((total) => `${total.label.toLowerCase()} ${total.shownAmount} (page ${total.line.page})`),
        ),
        found: true,
      };
    }
    case 'figures':
      return findings(
        substance,
        'figure',
        'No key figures found',
        'no sentence reports a figure that changed or was reached',
      );
    case 'conclusions':
      return findings(
        substance,
        'conclusion',
        'No conclusion or recommendation found',
        'no sentence concludes or recommends',
        'recommendation',
      );
    case 'parties': {
      const parties = substance.parties.slice(0, MAX_PER_ASK);
      if (parties.length === 0) return nothing('No named parties found', 'no organisation or addressee is named');
      return {
        insights: parties.map(partyInsight),
        said: listOf(parties.map((party) => `${party.role.toLowerCase()} ${party.name}`)),
        found: true,
      };
    }
  }
}

/** Every charge line, the unusual ones first; "unusual fees" says so when every charge is routine. */
function fees(charges: readonly ChargeLine[], unusualAsked: boolean): Part {
  if (charges.length === 0) {
    return nothing('No fees or charges found', 'no line names a fee, charge or penalty with an amount');
  }
  const unusual = charges.filter(isUnusualCharge);
  const routine = charges.filter((charge) => !isUnusualCharge(charge) && !charge.conditional);
  const terms = charges.filter((charge) => charge.conditional);
  const shown = [...unusual, ...routine, ...terms].slice(0, MAX_PER_ASK);
  const insights = shown.map(chargeInsight);
  const listed = (items: readonly ChargeLine[]) =>
    listOf(items.map((charge) => `${charge.label} ${charge.shownAmount} (page ${charge.line.page})`));
  const said = [
    unusual.length > 0 ? `${countOf(unusual.length, 'unusual charge')}: ${listed(unusual)}` : undefined,
    unusual.length === 0 && unusualAsked ? 'no unusual charge was made' : undefined,
    routine.length > 0
      ? `${unusual.length > 0 ? 'also ' : ''}${countOf(routine.length, 'routine charge')}: ${listed(routine)}`
      : undefined,
    terms.length > 0 ? `${countOf(terms.length, 'charge')} that may apply: ${listed(terms)}` : undefined,
  ]
    .filter((part): part is string => part !== undefined)
    .join('; ');
  if (unusual.length === 0 && unusualAsked) insights.unshift(noUnusualCharges(routine.length + terms.length));
  const hidden = charges.length - shown.length;
  return {
    insights,
    said: hidden > 0 ? `${said} (${countOf(hidden, 'more charge line')} not listed here)` : said,
    found: true,
  };
}

function noUnusualCharges(routine: number): KeyInsight {
  return {
    title: 'No unusual charges found',
    description: `None of the ${countOf(routine, 'charge')} found is a penalty, overdraft, unpaid-item, late-payment or foreign-transaction charge that was made; each is listed below.`,
  };
}

/** Due dates of forms, then dated commitments of a plan ("Maria will … by 15 July"). */
function dates(substance: DocumentSubstance, sentences: readonly Sentence[]): Part {
  const insights = substance.dueDates.slice(0, MAX_PER_ASK).map(dueDateInsight);
  const said = substance.dueDates.map((due) => `${due.label.toLowerCase()} ${due.date.text}`);
  const shown = new Set(substance.dueDates.map((due) => `${due.line.page}:${due.line.start}`));
  let undated = 0;
  for (const sentence of sentences) {
    if (insights.length >= MAX_PER_ASK) break;
    if (shown.has(`${sentence.page}:${sentence.start}`)) continue;
    const signals = signalsOf(sentence);
    if (!signals.isAction || !signals.hasDate) continue;
    // "by 15 July" gives the title its date; "before the end of August" is quoted as written.
    const date = datesIn(sentence.text)[0];
    insights.push({
      title: `${date ? `By ${date.text}` : 'Deadline'}: ${headlineOf(sentence.text)}`,
      description: `Dated commitment: ${singleLine(sentence.text)}`,
      evidence: evidenceFrom(sentence, date?.index ?? 0),
    });
    if (date) said.push(date.text);
    else undated += 1;
  }
  if (insights.length === 0) return nothing('No due dates or deadlines found', 'no line gives a date something is due');
  const parts = [
    ...said,
    ...(undated > 0 ? [countOf(undated, 'commitment with a time frame', 'commitments with a time frame')] : []),
  ];
  return { insights, said: `dates: ${listOf(parts)}`, found: true };
}

function findings(
  substance: DocumentSubstance,
  kind: 'figure' | 'conclusion',
  none: string,
  noneSaid: string,
  alsoKind?: 'recommendation',
): Part {
  const found = substance.findings.filter((item) => item.kind === kind || item.kind === alsoKind).slice(0, MAX_PER_ASK);
  if (found.length === 0) return nothing(none, noneSaid);
  const insights = found.map(findingInsight);
  return { insights, said: listOf(insights.map((insight) => `“${insight.title}”`)), found: true };
}

/** A question with no recognised ask: the sentences sharing most of the words it looks for. */
function matching(searched: readonly string[], sentences: readonly Sentence[]): Part {
  const words = new Set(searched);
  const roots = new Set([...words].map(rootOf));
  const scored = sentences
    .filter((sentence) => countWords(sentence.text) >= MIN_PASSAGE_WORDS)
    .map((sentence) => ({
      sentence,
      shared: [...new Set(contentWordsOf(sentence.text).filter((word) => roots.has(rootOf(word))))],
    }))
    .filter((item) => item.shared.length > 0)
    .sort((a, b) => b.shared.length - a.shared.length || a.sentence.index - b.sentence.index)
    .slice(0, MAX_MATCHING_SENTENCES);
  if (scored.length === 0) {
    return nothing(
      `Nothing about “${searched.join(' ')}” found`,
      `no sentence uses the words ${listOf([...words].map((word) => `“${word}”`))}`,
    );
  }
  return {
    insights: scored.map(({ sentence, shared }) => ({
      title: `About ${listOf(shared.map((word) => `“${word}”`))}: ${headlineOf(sentence.text)}`,
      description: `Where the document speaks of what you asked: ${singleLine(sentence.text)}`,
      evidence: evidenceFrom(sentence),
    })),
    said: `${countOf(scored.length, 'passage')} found, shown first below`,
    found: true,
  };
}

/** "recruit" and "recruitment" share a root: a purpose and a text rarely use the same suffix. */
function rootOf(word: string): string {
  return word.slice(0, ROOT_LETTERS);
}

function nothing(title: string, said: string): Part {
  return { insights: [{ title, description: `Searched the whole document: ${said}.` }], said, found: false };
}
