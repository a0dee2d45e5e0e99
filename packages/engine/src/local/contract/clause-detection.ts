import type { Level } from '@doclens/api';
import type { DocumentPage } from '../../analysis-engine';
import { mayMatchIn } from '../../text/pattern-gate';
import { isBareHeading, readsAsWholeSentence } from '../../text/quote-shape';
import type { Sentence } from '../../text/sentences';
import { doesTheAct, onlyVoidsWhatBreaksIt } from './clause-act';
import { ClauseScorer } from './clause-classifier';
import SHIPPED_MODEL from './clause-classifier-weights.json' with { type: 'json' };
import { merelyMentions, statesItsTopic } from './clause-grounding';
import { type ClauseReading, readClause } from './clause-reading';
import type { ClauseRule } from './clause-rules';
import { type ContractRole, sideOf } from './contract-roles';
import type { DetectedClause } from './detected-clause';
import { withoutGuidance } from './guidance-text';
import { laterCarveOut } from './later-carve-outs';
import { leadInWithItems, withItsItems } from './list-lead-ins';
import { bindingFirst, nonBindingSummaryLines } from './non-binding-summary';
import { doesOnlyAnotherAct, withoutOtherActs } from './other-acts';
import { dealScope, type NarrowScope, narrowScope } from './provision-scope';
import { levelRank, lowerLevel, raiseLevel } from './risk-levels';
import { wholeSentenceOf } from './sentence-pieces';
import { operativePartStart, statesAClause } from './sentence-role';
import { documentWords, splitWordPiece } from './split-word';

interface Candidate {
  sentence: Sentence;
  focus: number;
  level: Level;
  notes: string[];
  shift: number;
  /** Whether the sentence states the clause's particulars (the governing law's place…). */
  specific: boolean;
  /** Whether the sentence does the clause's act, rather than acknowledging it or arranging how it is done. */
  acts: boolean;
  /**
   * How its scope is narrower than the clause's main ones (conditions precedent, force majeure, brokers' fees,
   * trials and betas, a time when no order runs); undefined when it is general.
   */
  narrow: NarrowScope | undefined;
  /** Whether it only voids what breaks a rule the clause states in another sentence ("Any other assignment is of no effect"). */
  dependent: boolean;
  /** Whether it touches the clause's topic inside another provision (a records-retention carve-out). */
  side: boolean;
  /** Whether it does the clause's own act (`ClauseRule.mainAct`): sends disputes to arbitration. */
  main: boolean;
}

/** The classifier trained on every labelled CUAD contract (see `training/train-clause-classifier.ts`). */
export const SHIPPED_CLAUSE_SCORER = new ClauseScorer(SHIPPED_MODEL);

/**
 * Finds each rule's clause in the sentences; a rule not found is left out. Where the classifier
 * knows the rule's category, a rule match it finds very unlikely is dropped (a keyword out of
 * place), and a sentence it finds very likely counts even when no rule pattern matches it.
 */
export function detectClauses(
  given: readonly Sentence[],
  rules: readonly ClauseRule[],
  role: ContractRole,
  scorer: ClauseScorer = SHIPPED_CLAUSE_SCORER,
  pages: readonly DocumentPage[] = [],
): DetectedClause[] {
  // Guidance notes, instructions and worked examples beside the terms are never quoted as a clause.
  const sentences = withoutGuidance(given);
  const detected: DetectedClause[] = [];
  const byIndex = new Map(sentences.map((sentence) => [sentence.index, sentence]));
  const scores = sentences.map((sentence) => scorer.score(sentence.text));
  const operativeStart = operativePartStart(sentences);
  const summaryLines = nonBindingSummaryLines(sentences);
  const words = documentWords(sentences);
  const deal = dealScope(sentences);
  const scopes = new Map<Sentence, NarrowScope | undefined>();
  const scopeOf = (sentence: Sentence): NarrowScope | undefined => {
    if (!scopes.has(sentence)) scopes.set(sentence, narrowScope(sentence.text, deal));
    return scopes.get(sentence);
  };
  // Many rules match the same sentence: each is read, and its scope judged, once.
  const readings = new Map<Sentence, ClauseReading>();
  const read = (sentence: Sentence): ClauseReading => {
    const known = readings.get(sentence);
    if (known) return known;
    const reading = readClause(sentence.text, []);
    readings.set(sentence, reading);
    return reading;
  };
  const mentionOnly = (rule: ClauseRule, sentence: Sentence | undefined): boolean =>
    sentence === undefined || merelyMentions(rule, sentence, operativeStart, read);
  // A rule listed only where its act is done passes over a likelier sentence that does not do it ("the least
  // notice the law requires") for the likeliest one that does ("will deliver not less than 1,000,000 impressions").
  const withoutTheAct = (rule: ClauseRule, sentence: Sentence | undefined): boolean =>
    rule.actRequired === true &&
    (sentence === undefined || !statesItsTopic(rule, sentence, sentences, operativeStart, read(sentence)));
  for (const rule of rules) {
    const learned = rule.cuad ? scorer.model.categories[rule.cuad] : undefined;
    const column = rule.cuad ? scorer.categories.indexOf(rule.cuad) : -1;
    const probability = (position: number): number => scores[position]?.[column] ?? 0;
    const specific = (rule.yieldsTo ?? []).flatMap((id) => rules.filter((other) => other.id === id));
    const matched = sentences.flatMap((sentence, position) => {
      const focus = ruleFocus(rule, sentence.text);
      if (focus === undefined) return [];
      // A lead-in promises what its items say: "warrants that:" over items of status and authority is no quality promise.
      if (ruleExcludes(rule, leadInWithItems(sentence, byIndex))) return [];
      // The sentence is a more specific rule's clause: reporting it here too would count it twice.
      if (specific.some((other) => ruleFocus(other, sentence.text) !== undefined)) return [];
      // A heading naming the clause is not a keyword out of place: only a sentence can be rejected.
      if (
        learned &&
        probability(position) < learned.reject &&
        !isBareHeading(sentence.text) &&
        !outright(rule, sentence)
      )
        return [];
      // A representation, a reservation, a denial or a reference only names the topic: never the quote.
      if (mentionOnly(rule, sentence)) return [];
      return [judgeSentence(rule, sentence, role, focus, read, scopeOf)];
    });
    const judged =
      matched.length > 0 || !learned
        ? matched
        : likelySentences(
            sentences,
            (position) => {
              const likely = probability(position);
              if (likely < learned.accept) return likely;
              const sentence = sentences[position];
              const text = sentence?.text ?? '';
              return ruleExcludes(rule, text) ||
                doesOnlyAnotherAct(rule, text) ||
                mentionOnly(rule, sentence) ||
                withoutTheAct(rule, sentence)
                ? 0
                : likely;
            },
            learned.accept,
          ).map((sentence) => judgeSentence(rule, sentence, role, 0, read, scopeOf));
    // A sentence the words of a rule with operative words matched is listed only when it operates the
    // clause: the words may only name its topic. Any other is judged by its role in the contract.
    // A line of a summary the contract says does not bind is quoted only when the terms state the clause nowhere else.
    const significant = mostSignificant(
      bindingFirst(
        matched.length > 0 && rule.operative
          ? operatingSentences(rule, judged, sentences, operativeStart, pages)
          : mostStated(rule, judged, sentences, operativeStart),
        summaryLines,
      ),
    );
    // A sentence that only points back to what an earlier one states ("such courts") is read as that sentence.
    const decider = significant && rule.pointsBackTo?.(significant.sentence, sentences);
    const best = decider
      ? judgeSentence(rule, decider, role, ruleFocus(rule, decider.text) ?? 0, read, scopeOf)
      : significant;
    if (best) {
      const { level, shift } = best;
      // Only a narrow provision states the clause: the finding says how narrow it is.
      const notes = best.narrow ? [...best.notes, best.narrow.note] : best.notes;
      const { sentence, focus } = withItsItems(
        fromAWholeWord(
          quotedFromItsStart(rule, quotedFromItsVerb(rule, quotedUnderHeading(rule, best, byIndex), byIndex), byIndex),
          byIndex,
          words,
        ),
        byIndex,
        pages,
      );
      const carveOut = laterCarveOut(rule, sentence, sentences);
      detected.push({
        rule,
        sentence,
        focus,
        level,
        notes,
        shift,
        occurrences: judged.length,
        ...(carveOut ? { carveOut } : {}),
        ...(best.narrow ? { narrow: best.narrow } : {}),
      });
    }
  }
  return detected;
}

/** The sentence states the clause in words so plain that the classifier's doubt does not drop it. */
function outright(rule: ClauseRule, sentence: Sentence): boolean {
  return rule.statedOutright?.some((pattern) => pattern.test(sentence.text)) ?? false;
}

/**
 * The candidates that operate the clause: a sentence (not a definition, recital, contents line or survival
 * list) whose own statement has the clause's operative words, or that stands under a heading naming it. A
 * clause only a topic word names ("any court, arbitrator or agency", "any warranty … untrue") is not listed.
 * Whole sentences are preferred to pieces a page cut.
 */
function operatingSentences(
  rule: ClauseRule,
  judged: readonly Candidate[],
  sentences: readonly Sentence[],
  operativeStart: number,
  pages: readonly DocumentPage[],
): readonly Candidate[] {
  // A piece a wide PDF gap split off is read as the whole sentence it belongs to, as it will be quoted.
  const wholeOf = (piece: Sentence): Sentence => (pages.length > 0 ? wholeSentenceOf(piece, sentences, pages) : piece);
  const operates = (sentence: Sentence | undefined): boolean =>
    sentence !== undefined &&
    statesAClause(rule, sentence, operativeStart) &&
    statesItsTopic(rule, sentence, sentences, operativeStart);
  // A heading naming the clause is quoted from the sentence under it, which must operate the clause.
  const grounded = judged.filter((candidate) => {
    const sentence = wholeOf(candidate.sentence);
    if (!isBareHeading(sentence.text)) return operates(sentence);
    const body = bodyUnder(candidate.sentence, sentences);
    return body !== undefined && operates(wholeOf(body)) && quotableBody(rule, candidate.sentence, sentences);
  });
  const whole = grounded.filter((candidate) => readsAsWholeSentence(candidate.sentence.text));
  return whole.length > 0 ? whole : grounded;
}

/**
 * The classifier's candidates, best first as the clause states them: one operating the clause, then any
 * operative sentence, then a whole sentence, then a heading or a piece a page cut.
 */
function mostStated(
  rule: ClauseRule,
  judged: readonly Candidate[],
  sentences: readonly Sentence[],
  operativeStart: number,
): readonly Candidate[] {
  const stated = judged.filter(
    (candidate) => readsAsWholeSentence(candidate.sentence.text) && !isCapitalsHeading(candidate.sentence, sentences),
  );
  const operative = stated.filter((candidate) => statesAClause(rule, candidate.sentence, operativeStart));
  const grounded = operative.filter((candidate) => statesItsTopic(rule, candidate.sentence, sentences, operativeStart));
  if (rule.actRequired) return grounded;
  // A heading alone, with no sentence under it that it would be quoted from, is no clause.
  const pieces = judged.filter(
    (candidate) => !headingAlone(candidate.sentence, sentences) || quotableBody(rule, candidate.sentence, sentences),
  );
  return [grounded, operative, stated, pieces].find((list) => list.length > 0) ?? [];
}

/**
 * A line that is a heading and no piece of a sentence a wide gap cut: not after a piece left open, and not
 * ending on a word or comma that cannot end a heading ("… EXPRESSLY DISCLAIMS ALL WARRANTIES, INCLUDING THOSE OF").
 */
function headingAlone(sentence: Sentence, sentences: readonly Sentence[]): boolean {
  if (isCapitalsHeading(sentence, sentences)) return true;
  return (
    isBareHeading(sentence.text) && !ENDS_OPEN.test(sentence.text.trim()) && !afterAnOpenPiece(sentence, sentences)
  );
}

const ENDS_OPEN = /(?:,|\b(?:a|an|the|any|all|each|of|to|for|in|on|by|with|from|as|and|or|that|such))$/iu;

function afterAnOpenPiece(sentence: Sentence, sentences: readonly Sentence[]): boolean {
  const before = sentences.find((other) => other.index === sentence.index - 1);
  return (
    before !== undefined &&
    before.page === sentence.page &&
    !/[.;:!?]["'”’)\]]*$/u.test(before.text.trim()) &&
    !isBareHeading(before.text)
  );
}

/** A heading in capitals too long for a bare heading ("BOOKS OF ACCOUNT, RECORDS, REPORTS, TAX MATTERS"): no verb, no stop. */
function isCapitalsHeading(sentence: Sentence, sentences: readonly Sentence[]): boolean {
  const line = sentence.text.trim();
  // A piece after one left open ("… NEITHER PARTY GIVES ANY" | "WARRANTY ABOUT …") goes on with its sentence.
  if (afterAnOpenPiece(sentence, sentences)) return false;
  return (
    !/\p{Ll}/u.test(line) &&
    !/[.;:]$/u.test(line) &&
    !/\b(?:SHALL|WILL|MAY|MUST|AGREES?|IS|ARE|BE|HAS|HAVE|DOES|DO|NOT|NO|NEITHER|GIVES?|MAKES?|DISCLAIMS?|WARRANTS?|PROVIDES?)\b/u.test(
      line,
    ) &&
    // A piece of a sentence in capitals that a wide gap cut ("… NEITHER PARTY GIVES ANY") ends on a word that cannot end it.
    !ENDS_OPEN.test(line) &&
    line.split(/\s+/u).length <= 16
  );
}

/** Whether a heading has a sentence under it to quote: one on its topic when the heading names several. */
function quotableBody(rule: ClauseRule, heading: Sentence, sentences: readonly Sentence[]): boolean {
  const body = bodyUnder(heading, sentences);
  if (!body) return false;
  return !SEVERAL_TOPICS.test(heading.text) || ruleFocus(rule, body.text) !== undefined;
}

/** The sentence right under a heading, on its page. */
function bodyUnder(heading: Sentence, sentences: readonly Sentence[]): Sentence | undefined {
  const body = sentences.find((sentence) => sentence.index === heading.index + 1);
  return body && body.page === heading.page && !isBareHeading(body.text) ? body : undefined;
}

/**
 * The rules whose clause is absent: not detected, and not stated through a more specific rule it
 * yields to (a right to terminate for convenience is a termination clause).
 */
export function missingClauseRules(rules: readonly ClauseRule[], detected: readonly DetectedClause[]): ClauseRule[] {
  const found = new Set(detected.map((clause) => clause.rule.id));
  return rules.filter((rule) => !found.has(rule.id) && !(rule.yieldsTo ?? []).some((id) => found.has(id)));
}

/**
 * The sentences the classifier alone vouches for, most likely first (no rule pattern matched any). Each
 * is scored at its own position in the document: a sentence the rule excludes scores 0 rather than being
 * removed, which would hand its score to the sentence after it.
 */
function likelySentences(
  sentences: readonly Sentence[],
  probability: (position: number) => number,
  accept: number,
): Sentence[] {
  return sentences
    .map((sentence, position) => ({ sentence, probability: probability(position) }))
    .filter((scored) => scored.probability >= accept)
    .sort((a, b) => b.probability - a.probability)
    .slice(0, 1)
    .map((scored) => scored.sentence);
}

/** Where the rule's wording starts in the sentence, or undefined when the rule does not match it. */
export function ruleFocus(rule: ClauseRule, text: string): number | undefined {
  // The rule's words inside another act ("additional royalties" charged on a late payment) do not state it.
  const focus = firstMatchIndex(rule.patterns, withoutOtherActs(rule, text));
  if (focus === undefined || ruleExcludes(rule, text)) return undefined;
  return focus;
}

/** The rule's exclusions (a negation, a cross-reference) veto the sentence, whoever proposed it. */
export function ruleExcludes(rule: ClauseRule, text: string): boolean {
  return rule.exclusions?.some((pattern) => mayMatchIn(pattern, text) && pattern.test(text)) ?? false;
}

/** A promise, a permission or a verb stating a fact: what a piece cut before its verb lacks. */
const STATING_VERB = /\b(?:shall|will|must|may|agrees?|is|are|has|have|hereby)\b/iu;
/** Where a sentence really ends. */
const ENDS_SENTENCE = /[.!?;:]["'”’)\]]*$/u;

/**
 * A sentence cut by the page end before its verb ("4.2 Minimum Fee: In consideration of …, starting with
 * the third month and continuing" / "each month thereafter, the minimum fee shall be $10,000.") states
 * its clause, with the amount or period, on the next page: the quote is taken from there, since a quote
 * never spans two pages.
 */
function quotedFromItsVerb(
  rule: ClauseRule,
  quoted: { sentence: Sentence; focus: number },
  byIndex: ReadonlyMap<number, Sentence>,
): { sentence: Sentence; focus: number } {
  const { sentence } = quoted;
  if (ENDS_SENTENCE.test(sentence.text.trimEnd()) || STATING_VERB.test(sentence.text)) return quoted;
  const rest = byIndex.get(sentence.index + 1);
  if (!rest || rest.page !== sentence.page + 1 || !/^[\p{Ll}(]/u.test(rest.text.trimStart())) return quoted;
  const words = rule.operative ?? rule.patterns;
  return words.some((pattern) => pattern.test(rest.text)) ? { sentence: rest, focus: 0 } : quoted;
}

/**
 * The tail of a sentence the page cut ("… or, in the case of a breach by" / "Supplier that endangers safety,
 * Buyer may terminate at once.") leaves out the main sentence before the break ("Either Party may terminate
 * … on notice"): when that part states the clause too, it is the quote, since a quote never spans two pages.
 */
function quotedFromItsStart(
  rule: ClauseRule,
  quoted: { sentence: Sentence; focus: number },
  byIndex: ReadonlyMap<number, Sentence>,
): { sentence: Sentence; focus: number } {
  const { sentence } = quoted;
  // A page's number printed in the text ("6", "Page 6 of 20") marks the break as well as a new page does.
  let before = sentence.index - 1;
  while (PAGE_NUMBER.test(byIndex.get(before)?.text ?? '')) before -= 1;
  const head = byIndex.get(before);
  const broken = head !== undefined && (head.page === sentence.page - 1 || before < sentence.index - 1);
  if (!head || !broken || head.page < sentence.page - 1 || ENDS_SENTENCE.test(head.text.trimEnd())) return quoted;
  if (!STATING_VERB.test(head.text)) return quoted;
  const focus = ruleFocus(rule, head.text);
  return focus === undefined ? quoted : { sentence: head, focus };
}

/** A quote opening with the rest of a word the page break split ("elican may …") starts at the next word. */
function fromAWholeWord(
  quoted: { sentence: Sentence; focus: number },
  byIndex: ReadonlyMap<number, Sentence>,
  words: () => ReadonlyMap<string, number>,
): { sentence: Sentence; focus: number } {
  const { sentence, focus } = quoted;
  const cut = splitWordPiece(sentence, byIndex.get(sentence.index - 1), words);
  if (cut === 0) return quoted;
  return {
    sentence: { ...sentence, text: sentence.text.slice(cut), start: sentence.start + cut },
    focus: Math.max(0, focus - cut),
  };
}

const PAGE_NUMBER = /^\s*[-–]?\s*(?:page\s+)?\d{1,4}(?:\s+of\s+\d{1,4})?\s*[-–]?\s*$/iu;

/** A heading alone ("18.2 Termination for Convenience.") tells the reader nothing: quote the clause under it. */
function quotedUnderHeading(
  rule: ClauseRule,
  candidate: Candidate,
  byIndex: ReadonlyMap<number, Sentence>,
): { sentence: Sentence; focus: number } {
  if (!isBareHeading(candidate.sentence.text)) return candidate;
  const body = byIndex.get(candidate.sentence.index + 1);
  if (!body || body.page !== candidate.sentence.page || isBareHeading(body.text)) return candidate;
  // A heading naming several topics ("Counterparts; Third Party Beneficiaries.") heads sentences on each in
  // turn: the one right under it is this clause only when it speaks of it.
  if (SEVERAL_TOPICS.test(candidate.sentence.text) && ruleFocus(rule, body.text) === undefined) return candidate;
  return { sentence: body, focus: 0 };
}

/** A heading listing topics: separated by semicolons or commas, or joined by "and" / "&". */
const SEVERAL_TOPICS = /\p{L}\s*[;,]\s*\p{L}|\s(?:and|&)\s/iu;

function judgeSentence(
  rule: ClauseRule,
  sentence: Sentence,
  role: ContractRole,
  focus: number,
  read: (sentence: Sentence) => ClauseReading,
  scopeOf: (sentence: Sentence) => NarrowScope | undefined,
): Candidate {
  const side = sideOf(role);
  const notes: string[] = [];
  let level = rule.risk.overrides?.[role] ?? rule.risk[side];
  const obligor = rule.obligor?.(sentence.text);
  if (obligor) {
    // The text says who gives the promise, which outweighs the usual reading for this role.
    level = obligor === side ? 'high' : 'low';
    notes.push(obligor === side ? 'Your side gives this promise.' : 'The other side gives this promise.');
  }
  let shift = 0;
  for (const adjustment of rule.adjustments ?? []) {
    if (adjustment.sides && !adjustment.sides.includes(side)) continue;
    if (!adjustment.when.test(sentence.text)) continue;
    // A broad promise the other side gives makes it no riskier for the reader.
    if (obligor && obligor !== side && adjustment.effect === 'raise') continue;
    level = adjustment.effect === 'raise' ? raiseLevel(level) : lowerLevel(level);
    shift += adjustment.effect === 'raise' ? 1 : -1;
    notes.push(adjustment.note);
  }
  const specific = rule.detail?.(sentence.text) !== undefined;
  const acts = doesTheAct(read(sentence));
  return {
    sentence,
    focus,
    level,
    notes,
    shift,
    specific,
    acts,
    narrow: scopeOf(sentence),
    dependent: !acts && onlyVoidsWhatBreaksIt(sentence.text),
    side: rule.sideProvisions?.some((pattern) => pattern.test(sentence.text)) ?? false,
    main: rule.mainAct?.test(sentence.text) ?? false,
  };
}

function firstMatchIndex(patterns: readonly RegExp[], text: string): number | undefined {
  let first: number | undefined;
  for (const pattern of patterns) {
    if (!mayMatchIn(pattern, text)) continue;
    const match = pattern.exec(text);
    if (match && (first === undefined || match.index < first)) first = match.index;
  }
  return first;
}

/**
 * The instance of general scope before a narrow one, and one stating the rule before one that only voids what
 * breaks it; then the riskiest; among equals, one doing the clause's act (not an acknowledgement of harm or the
 * arrangements for an audit), then the most specific, then the one with most reasons, then the earliest.
 */
function mostSignificant(candidates: readonly Candidate[]): Candidate | undefined {
  let best: Candidate | undefined;
  for (const candidate of candidates) {
    if (!best || moreSignificant(candidate, best)) best = candidate;
  }
  return best;
}

// A sentence stating the clause itself is quoted before one touching its topic in passing, whatever their levels.
function moreSignificant(a: Candidate, b: Candidate): boolean {
  if (a.side !== b.side) return b.side;
  // A narrow provision (an exit when force majeure lasts, a warranty on brokers' fees) is not the clause,
  // however risky it reads.
  if ((a.narrow === undefined) !== (b.narrow === undefined)) return a.narrow === undefined;
  // "Any assignment not permitted here is of no effect" leans on the sentence saying what is permitted.
  if (a.dependent !== b.dependent) return b.dependent;
  // The sentence sending disputes to arbitration, before its court fallback or a pointer to it, however risky they read.
  if (a.main !== b.main) return a.main;
  const byLevel = levelRank(a.level) - levelRank(b.level);
  if (byLevel !== 0) return byLevel > 0;
  if (a.acts !== b.acts) return a.acts;
  if (a.specific !== b.specific) return a.specific;
  return a.shift > b.shift;
}
