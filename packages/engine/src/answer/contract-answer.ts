import type { ClauseScorer } from '../local/contract/clause-classifier';
import { ruleFocus } from '../local/contract/clause-detection';
import { CLAUSE_RULES } from '../local/contract/clause-rules';
import { CUAD_VALUE_CATEGORIES } from '../local/contract/cuad-value-categories';
import { sentenceRole } from '../local/contract/sentence-role';
import type { Passage, PassageIndex, PassageMatch } from '../local/retrieval/passage-index';
import { isBareHeading } from '../text/quote-shape';
import { type Draft, MAX_CITATIONS, MIN_COVERAGE, quotedClaim } from './answer-claims';
import { isContactLine } from './contact-lines';
import type { DocumentContext } from './document-context';
import { answerWithFacts } from './fact-answer';
import { factStatements } from './fact-statements';
import { focusedSpan } from './focused-span';
import type { QuestionIntent } from './intent-rule';
import { withFirstItem } from './list-lead-ins';
import { headingNamesClause } from './section-heading';

/**
 * The share of the classifier's acceptance probability at which a sentence answers a question that
 * asks for its clause, and of its rejection probability below which a sentence the clause's own
 * wording matches is still taken for a keyword out of place. The acceptance probability is chosen for the contract report, which lists a
 * clause nobody asked about; a user asking for the clause is evidence that it may be there, so a
 * sentence that reads like it less surely answers. Set on the fixtures (swept 1, 0.5, 0.4, 0.3, 0.2:
 * each step down answers a few more present clauses and refuses fewer absent ones; 0.3 keeps refusals
 * where the clause is absent at 0.85), checked on the corpus. Applied to the rejection probability too
 * (2026-12-06, development data only: fixtures +2 present clauses answered per wording, 1 more absent
 * one; development fold 0 unchanged).
 */
export const ASKED_ACCEPT_SHARE = 0.3;

/** Below this probability a sentence is not cited for a clause, unless it decides the answer (the 0.2 calibrated in the first Ask AI report). */
export const MIN_CITED_PROBABILITY = 0.2;
/** How much a sentence the contract engine's clause rules match adds to the classifier's probability when ranking. */
export const RULE_WEIGHT = 0.3;

/** How much the passage's full-text match with the question adds to the classifier's probability when ranking. */
export const LEXICAL_WEIGHT = 0.2;

/**
 * What a passage that only names the asked clause (a table of contents, a list of exhibits, a
 * recital, a reference to another document, a heading) loses when ranking, against the passages that state it: as much
 * as the contract engine's own wording adds (RULE_WEIGHT), so a sentence that says what the clause
 * does comes first unless the classifier is far surer of the mention.
 */
export const MENTION_PENALTY = RULE_WEIGHT;

/** The clause classifier and the weights a contract answer is ranked with. */
export interface Classifier {
  scorer: ClauseScorer;
  minClauseProbability: number | undefined;
  lexicalWeight: number;
}

/** The categories `contractFacts` states outright; the others are not worth its cost. */
const FACT_CATEGORIES: ReadonlySet<string> = new Set([...CUAD_VALUE_CATEGORIES, 'Payment Terms', 'Cap On Liability']);

/**
 * A contract answer: the passages stating the asked clause or fact, the facts the engine read for
 * that category only (never another category's field), in the order `answerWithFacts` gives them.
 */
export function contractDraft(
  intent: QuestionIntent,
  context: DocumentContext,
  matches: PassageMatch[],
  classifier: Classifier,
): Draft {
  const facts = FACT_CATEGORIES.has(intent.category)
    ? context.contractFacts().filter((fact) => fact.category === intent.category)
    : [];
  const passages = clausePassages(intent, context, matches, classifier);
  const claims = answerWithFacts(
    intent.category,
    facts,
    factStatements(intent.category, context),
    passages.map((match) => focusedClaim(match.passage, answerFocus(intent, match.passage.text, context.index))),
  );
  return { claims, related: passages.length > 0 ? passages : matches };
}

/**
 * The passages stating the asked clause, best first: by the classifier where it knows the category,
 * by the clause's own wording where the intent names it, by full-text support otherwise.
 */
function clausePassages(
  intent: QuestionIntent,
  context: DocumentContext,
  matches: PassageMatch[],
  { scorer, minClauseProbability, lexicalWeight }: Classifier,
): PassageMatch[] {
  const { index } = context;
  const column = scorer.categories.indexOf(intent.category);
  if (column !== -1) {
    const learned = scorer.model.categories[intent.category];
    const threshold = minClauseProbability ?? (learned?.accept ?? 1) * ASKED_ACCEPT_SHARE;
    const bm25 = new Map(
      index.find(`${intent.topic} ${intent.category}`, 50).map((match) => [match.passage.index, match.score]),
    );
    const top = Math.max(1, ...bm25.values());
    const scores = context.clauseScores(scorer);
    const readings = context.listReadings();
    const rules = CLAUSE_RULES.filter((rule) => rule.cuad === intent.category);
    // The contract engine's own wording for the clause: a sentence it matches states the clause.
    const states = (text: string) =>
      rules.some((rule) => ruleFocus(rule, text) !== undefined) ||
      (intent.clue?.test(withoutSectionStops(text)) ?? false);
    // A list item states the clause with its lead-in ("The Distributor shall not:" … "(f) sell competing
    // goods") when neither does alone; a lead-in that states it alone is cited itself, not every item.
    const statesWithLeadIn = (passage: Passage) => {
      const reading = readings.get(passage.index);
      const leadIn = reading && index.passages[reading.leadIn];
      return reading !== undefined && leadIn !== undefined && !states(leadIn.text) && states(reading.text);
    };
    const stamped = context.stampedText();
    const candidates = index.passages
      .filter(
        (passage) =>
          passage.text.length > 20 && !stamped.has(passage.text) && !contactOnly(intent.category, passage, index),
      )
      .map((passage) => {
        const probability = scores[passage.index]?.[column] ?? 0;
        const lexical = (bm25.get(passage.index) ?? 0) / top;
        const stated =
          states(passage.text) || statesWithLeadIn(passage) || headingNamesClause(intent.category, passage, index);
        // The clause's word in another sense ("tried exclusively in the courts of") is not the clause.
        if (!stated && intent.otherSenses?.test(passage.text)) return undefined;
        const score = probability + (stated ? RULE_WEIGHT : 0) + lexicalWeight * lexical;
        return { passage, probability, stated, score, coverage: probability };
      })
      .filter((candidate) => candidate !== undefined);
    // The contract engine's own verdict: a sentence its rules match that the classifier does not
    // reject, or one the classifier alone is sure of (both thresholds cross-validated on CUAD). Asked
    // for the clause, both bars drop by the same share: the question is evidence the clause is there.
    const reject = (learned?.reject ?? 0) * ASKED_ACCEPT_SHARE;
    const supports = (candidate: (typeof candidates)[number]) =>
      candidate.probability >= threshold || (candidate.stated && candidate.probability >= reject);
    if (!candidates.some(supports)) return [];
    // Beside the deciding sentence, only sentences that read like the clause are cited.
    return distinctPassages(
      candidates
        .filter((candidate) => supports(candidate) || candidate.probability >= MIN_CITED_PROBABILITY)
        .map((candidate) => {
          const passage = withFirstItem(sectionBody(candidate.passage, index), index.passages, context.text.pages);
          const named = namesWithoutStating(intent.category, passage.text);
          return { ...candidate, passage, score: candidate.score - (named ? MENTION_PENALTY : 0) };
        })
        .sort((a, b) => b.score - a.score),
    ).slice(0, MAX_CITATIONS);
  }
  if (intent.clue) {
    const clue = intent.clue;
    const repeated = context.repeatedText();
    const states = (passage: Passage) => clue.test(withoutSectionStops(passage.text)) && !repeated.has(passage.text);
    const ranked = index.find(`${intent.topic} ${intent.category}`, 50).filter((match) => states(match.passage));
    const rest = index.passages
      .filter((passage) => states(passage) && !ranked.some((match) => match.passage.index === passage.index))
      .map((passage) => ({ passage, score: 0, coverage: 0 }));
    // A heading is quoted by the sentence under it; the first sentence of a section whose heading
    // names the subject ("10. Notices." then "All notices shall be in writing …") states it first.
    // Not for the values (a date line, "Dated: May 1, 2020", looks like a heading and is the answer).
    if (CUAD_VALUE_CATEGORIES.has(intent.category)) return [...ranked, ...rest].slice(0, MAX_CITATIONS);
    const underHeading = (passage: Passage) => {
      const heading = index.passages[passage.index - 1];
      return heading !== undefined && isBareHeading(heading.text) && clue.test(heading.text);
    };
    const stated = [...ranked, ...rest]
      .map((match) => ({ ...match, passage: sectionBody(match.passage, index) }))
      .filter((match) => !contactOnly(intent.category, match.passage, index));
    // A table of contents or a recital holds the clue's words as often as the clause does: statements first.
    const statements = stated.filter((match) => !namesWithoutStating(intent.category, match.passage.text));
    const ordered = [...statements.filter((match) => underHeading(match.passage)), ...statements, ...stated];
    const seen = new Set<number>();
    return ordered
      .filter((match) => {
        if (seen.has(match.passage.index) || isBareHeading(match.passage.text)) return false;
        seen.add(match.passage.index);
        return true;
      })
      .slice(0, MAX_CITATIONS);
  }
  return matches.filter((match) => match.coverage >= MIN_COVERAGE).slice(0, MAX_CITATIONS);
}

/** The claim quoting a passage from the statement holding `focus` (see `focusedSpan`). */
function focusedClaim(passage: Passage, focus: number) {
  const span = focusedSpan(passage, focus);
  return quotedClaim(span, focus - (span.start - passage.start));
}

/**
 * Where a passage states the asked clause: where the contract engine's wording for it starts, else
 * where its clue matches, else where the question's rarest idea stands. A long passage (a run-on
 * schedule, a list joined by semicolons) is quoted from the clause holding that point, not from its
 * first words, which often say something else.
 */
function answerFocus(intent: QuestionIntent, text: string, index: PassageIndex): number {
  const stated = [
    ...CLAUSE_RULES.filter((rule) => rule.cuad === intent.category).map((rule) => ruleFocus(rule, text)),
    intent.clue ? clueOffset(intent.clue, text) : undefined,
  ].filter((offset): offset is number => offset !== undefined);
  return stated.length > 0 ? Math.min(...stated) : index.focusOf(text, `${intent.topic} ${intent.category}`);
}

/** Where a clue matches a passage (read without its section numbers' stops), if it does. */
function clueOffset(clue: RegExp, text: string): number | undefined {
  const offset = withoutSectionStops(text).search(clue);
  return offset >= 0 ? offset : undefined;
}

/**
 * A passage with the stops inside numbers ("Section 6.1", "2.5%") made another mark of the same length:
 * clues read a clause within one sentence ("[^.;]"), and "the warranties in Section 6.1 apply for
 * twelve months" is one sentence. Offsets stay those of the passage.
 */
function withoutSectionStops(text: string): string {
  return text.replace(/(?<=\d)\.(?=\d)/gu, '\u00b7');
}

/**
 * The preamble: the agreement made or entered into between its parties. It names the agreement (an
 * "Exclusive Distribution Agreement") and its date, and states none of its clauses.
 */
const PREAMBLE =
  /^(?:[\w-]+\s+){0,8}?(?:agreement|contract|amendment|lease)\b[^.;]{0,80}\b(?:is\s+)?(?:made|entered\s+into|dated)\b[^.;]{0,120}\b(?:by\s+and\s+)?(?:between|among)\b/iu;

/**
 * Whether a passage names a clause without stating it. Only for the clauses asked whether they exist
 * or what they say: the values (the parties, the dates, the governing law) are often answered by the
 * preamble, a definition or a heading line, which say them outright. A definition states what a term
 * holds ("Royalty" defined as a share of net sales is the revenue share), and a survival
 * list what continues after termination: both can be the answer.
 */
function namesWithoutStating(category: string, text: string): boolean {
  if (CUAD_VALUE_CATEGORIES.has(category)) return false;
  if (PREAMBLE.test(text)) return true;
  const role = sentenceRole(text);
  if (role === 'operative' || role === 'definition') return false;
  return !(role === 'survival' && category === 'Post-Termination Services');
}

/**
 * Whether a passage, or the line under it when it is a bare heading (a party's name over its signer),
 * only says who signs or where to write. The values (the parties, the dates) can stand in a signature
 * block; no clause does.
 */
function contactOnly(category: string, passage: Passage, index: PassageIndex): boolean {
  return !CUAD_VALUE_CATEGORIES.has(category) && isContactLine(sectionBody(passage, index).text);
}

/** A heading ("7. Mutual Non-Disparagement.") names a clause; the sentence after it states it. */
export function sectionBody(passage: Passage, index: PassageIndex): Passage {
  if (!isBareHeading(passage.text)) return passage;
  const next = index.passages[passage.index + 1];
  return next && next.text.length > 20 && !isBareHeading(next.text) ? next : passage;
}

/** Passages sharing this share of the shorter one's words say the same thing twice ("The AS Parties shall have the exclusive right to prosecute …", "MusclePharm shall have the exclusive right to prosecute …"). */
const NEAR_DUPLICATE = 0.8;

/** The passages in order, without one that repeats an earlier one: three citations show three things. */
function distinctPassages<T extends { passage: Passage }>(ranked: readonly T[]): T[] {
  const kept: { item: T; words: Set<string> }[] = [];
  for (const item of ranked) {
    const words = new Set(item.passage.text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
    const repeats = kept.some((other) => {
      let shared = 0;
      for (const word of words) if (other.words.has(word)) shared++;
      return shared / Math.max(1, Math.min(words.size, other.words.size)) >= NEAR_DUPLICATE;
    });
    if (!repeats) kept.push({ item, words });
    if (kept.length === MAX_CITATIONS) break;
  }
  return kept.map(({ item }) => item);
}
