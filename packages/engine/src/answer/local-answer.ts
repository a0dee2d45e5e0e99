import type { AnswerResult, EngineInfo, Evidence } from '@doclens/api';
import type { DocumentPage } from '../analysis-engine';
import type { ClauseScorer } from '../local/contract/clause-classifier';
import { ruleFocus, SHIPPED_CLAUSE_SCORER } from '../local/contract/clause-detection';
import { CLAUSE_RULES } from '../local/contract/clause-rules';
import { findContactInfo } from '../local/cv/contact-info';
import { type CvSectionName, linesOfSection, splitCvSections } from '../local/cv/cv-sections';
import { findThesis } from '../local/essay/argument-analysis';
import { bodyParagraphs, essayLayout } from '../local/essay/essay-layout';
import type { Passage, PassageIndex, PassageMatch } from '../local/retrieval/passage-index';
import type { DocumentText } from '../text/document-text';
import { evidenceFrom, MAX_QUOTE_LENGTH } from '../text/evidence';
import { splitLines } from '../text/lines';
import { splitParagraphs } from '../text/paragraphs';
import { isBareHeading } from '../text/quote-shape';
import type { TextSpan } from '../text/text-span';
import { DATE } from './contract-intents';
import { type DocumentContext, documentContextOf } from './document-context';
import type { Claim, QuestionDocument } from './question-answerer';
import { type QuestionIntent, questionIntent } from './question-intent';
import { verifiedCitations } from './quote-verification';

/** At most this many passages are cited for one answer. */
export const MAX_CITATIONS = 3;
/**
 * Support needed to answer from passages alone: the share of the question's ideas (weighted by how
 * rare they are in the document) the best passage mentions. Calibrated on questions whose answer is
 * absent from the dev contracts (see the quality report's "Ask AI" section).
 */
export const MIN_COVERAGE = 0.6;

/**
 * The share of the classifier's acceptance probability at which a sentence answers a question that
 * asks for its clause. The acceptance probability is chosen for the contract report, which lists a
 * clause nobody asked about; a user asking for the clause is evidence that it may be there, so a
 * sentence that reads like it less surely answers. Set on the fixtures (swept 1, 0.5, 0.4, 0.3, 0.2:
 * each step down answers a few more present clauses and refuses fewer absent ones; 0.3 keeps refusals
 * where the clause is absent at 0.85), checked on the corpus.
 */
export const ASKED_ACCEPT_SHARE = 0.3;

/** Below this probability a sentence is not cited for a clause, unless it decides the answer (the 0.2 calibrated in the first Ask AI report). */
export const MIN_CITED_PROBABILITY = 0.2;
/** How much a sentence the contract engine's clause rules match adds to the classifier's probability when ranking. */
export const RULE_WEIGHT = 0.3;

/** How much the passage's full-text match with the question adds to the classifier's probability when ranking. */
export const LEXICAL_WEIGHT = 0.2;

export interface LocalAnswerOptions {
  /** The clause classifier; the quality report swaps in one that never saw the contract. */
  scorer?: ClauseScorer;
  /** Overrides the classifier's per-category acceptance probability, for calibration sweeps. */
  minClauseProbability?: number;
  /** Overrides LEXICAL_WEIGHT, for the same sweeps. */
  lexicalWeight?: number;
}

interface Classifier {
  scorer: ClauseScorer;
  minClauseProbability: number | undefined;
  lexicalWeight: number;
}

/** A local answer before its quotes are checked: the claims, or the related passages when none. */
interface Draft {
  claims: Claim[];
  related: PassageMatch[];
}

/**
 * Answers from the document alone: the engine's own facts when the question asks for one, else the
 * passages the clause classifier or the full-text index find, else a plain "does not seem to say".
 */
export function answerLocally(
  question: string,
  document: QuestionDocument,
  engine: EngineInfo,
  options: LocalAnswerOptions = {},
): AnswerResult {
  const context = documentContextOf(document);
  const { index } = context;
  const intent = questionIntent(document.documentType, question);
  const matches = index.find(question, 10);
  const draft = intent
    ? intentDraft(intent, document.documentType, context, matches, {
        scorer: options.scorer ?? SHIPPED_CLAUSE_SCORER,
        minClauseProbability: options.minClauseProbability,
        lexicalWeight: options.lexicalWeight ?? LEXICAL_WEIGHT,
      })
    : { claims: supportedPassages(matches), related: matches };
  return finishAnswer(draft.claims, draft.related, document.pages, engine, intent?.topic);
}

/** Checks every claim's quote, keeps the ones the page supports, and words the answer from them. */
export function finishAnswer(
  claims: readonly Claim[],
  related: readonly PassageMatch[],
  pages: readonly DocumentPage[],
  engine: EngineInfo,
  topic: string | undefined,
): AnswerResult {
  const supported: { claim: Claim; citation: Evidence }[] = [];
  for (const claim of claims) {
    const [citation] = verifiedCitations([{ page: claim.page, quote: claim.quote }], pages);
    if (citation) supported.push({ claim, citation });
  }
  if (supported.length > 0) {
    const citations = dedupe(supported.map((item) => item.citation)).slice(0, MAX_CITATIONS);
    const answer = supported.map((item) => item.claim.text).join('\n');
    return { answer, found: true, citations, engine };
  }
  const closest = verifiedCitations(
    related.slice(0, MAX_CITATIONS).map((match) => evidenceFrom(match.passage)),
    pages,
  );
  const subject = topic ?? 'what you asked';
  const answer =
    closest.length > 0
      ? `This document does not seem to say ${subject}. The closest passages are listed as related, not as an answer.`
      : `This document does not seem to say ${subject}.`;
  return { answer, found: false, citations: closest, engine };
}

function intentDraft(
  intent: QuestionIntent,
  documentType: QuestionDocument['documentType'],
  context: DocumentContext,
  matches: PassageMatch[],
  classifier: Classifier,
): Draft {
  const { text, index } = context;
  switch (documentType) {
    case 'contract':
      return contractDraft(intent, context, matches, classifier);
    case 'cv':
      return cvDraft(intent, text, matches);
    case 'essay':
      return essayDraft(intent, text, index, matches);
    default:
      return { claims: supportedPassages(matches), related: matches };
  }
}

/** The categories `contractFacts` states outright; the others are not worth its cost. */
const FACT_CATEGORIES = new Set([
  'Agreement Date',
  'Effective Date',
  'Expiration Date',
  'Governing Law',
  'Renewal Term',
  'Notice Period To Terminate Renewal',
  'Payment Terms',
  'Cap On Liability',
  'Parties',
]);

/**
 * How agreements state the parties and dates the engine answers from its facts, strongest first. The
 * fact's own sentence may be another date's (a fee step, an audit's retention period) or missing;
 * these sentences are the ones that say who signs and when the agreement is dated, starts or ends,
 * and are cited beside it.
 */
const FACT_STATEMENTS: Readonly<Record<string, readonly RegExp[]>> = {
  Parties: [
    // 'by and between ACCURAY INCORPORATED, … and SIEMENS …', 'each a "Party" and, together, the "Parties"'.
    /\bby\s+and\s+(?:between|among)\b|\b(?:between|among)\s+(?:the\s+undersigned|[\p{Lu}][\p{Lu}\p{N}&.,' -]{3,})/u,
    /\b(?:referred\s+to\s+as|hereinafter)\b[^.]{0,60}\bPart(?:y|ies)\b|["“]Part(?:y|ies)["”]|\beach\s+a\s+["“]?Party["”]?\s+and\b/u,
  ],
  'Effective Date': [
    // The sentence that defines the term: 'made this 30th day of April (the "Effective Date")'.
    /\(\s*(?:the\s+|hereinafter\s+(?:referred\s+to\s+as\s+)?(?:the\s+)?)?["“]Effective\s+Date["”]|["“]Effective\s+Date["”]\s+(?:shall\s+)?means?\b/i,
    // The agreement itself takes effect: "This JV Agreement shall become effective on the signing date".
    /\b(?:this|the)\s+(?:[\w-]+\s+){0,3}(?:agreement|amendment|contract|lease)\b[^.]{0,60}?\b(?:becomes?\s+effective|be\s+effective|is\s+effective|enters?\s+into\s+force|takes?\s+effect|effective\s+(?:as\s+of|from|on))\b/i,
    // '"Contract Period" shall mean that period of time commencing on January 1, 2000 …'.
    new RegExp(String.raw`\b(?:commenc|begin|start)\w*\s+(?:on|as\s+of)\s+(?:${DATE.source})`, 'i'),
  ],
  'Agreement Date': [
    // "made and entered into as of this 1st day of January, 2000", "… by and between …, as of June 8, 2010".
    new RegExp(
      String.raw`\b(?:made|entered\s+into|dated|executed|as\s+of)\b(?:\s+\S+){0,4}?\s+(?:${DATE.source})`,
      'i',
    ),
  ],
  'Expiration Date': [
    // The term defined: '(the "Term")', '"Contract Period" shall mean …', 'Term shall mean the Effective Date through …'.
    /\(\s*(?:the\s+|this\s+)?["“](?:initial\s+)?(?:term|contract\s+period|agreement\s+term)["”]|["“](?:initial\s+)?(?:term|contract\s+period)["”]\s+(?:shall\s+)?means?\b|^\W*(?:[\d.]+\s+)?(?:the\s+)?(?:initial\s+)?term\s+(?:shall\s+)?means?\b/i,
    // "This Agreement shall commence on the Effective Date and continue for a period of two (2) years",
    // "The term of this Agreement commences on the Effective Date and continues in perpetuity".
    /\b(?:this|the)\s+(?:[\w-]+\s+){0,3}(?:agreement|contract|amendment|lease|term)\b(?:\s*\([^)]*\))?,?\s+(?:shall|will|is\s+to)?\s*(?:commence|begin|start|continue|remain|become\s+effective|take\s+effect|be\s+(?:in\s+)?effective|be\s+valid|be\s+in\s+(?:full\s+)?(?:force|effect)|have\s+(?:an?\s+)?(?:initial\s+)?(?:term|duration)|expire|terminate|end)\w*\b[^.]{0,200}?\b(?:until|through|years?|months?|thereafter|anniversary|\d{4}|for\s+(?:a|an|the)\s+(?:\w+\s+)?(?:period|term)|indefinite(?:ly)?|perpetu\w*|so\s+long\s+as)\b/i,
  ],
};

/** The sentences stating the asked fact, strongest wording first, each wording in document order. */
function factStatements(category: string, context: DocumentContext): Claim[] {
  const statements = FACT_STATEMENTS[category];
  if (!statements) return [];
  const repeated = context.repeatedText();
  return statements.flatMap((statement) =>
    context.index.passages.flatMap((passage) => {
      const stated = repeated.has(passage.text) ? null : statement.exec(passage.text);
      return stated ? [statedClaim(passage, stated.index)] : [];
    }),
  );
}

/** Room kept after the statement's start, so the quote shows the date or length beside it. */
const ROOM_AFTER_STATEMENT = 120;

/**
 * A quote showing the statement itself. A long sentence ("… SIEMENS AKTIENGESELLSCHAFT, a corporation
 * formed under …, as of June 8, 2010 ("Effective Date")") is quoted from the clause holding it, or
 * failing that from the first phrase that leaves room for it.
 */
function statedClaim(span: TextSpan, focus: number): Claim {
  const claim = quotedClaim(span, focus);
  const at = span.text.indexOf(claim.quote);
  const shown = Math.min(span.text.length, focus + ROOM_AFTER_STATEMENT);
  if (at !== -1 && at <= focus && shown <= at + claim.quote.length + 1) return claim;
  const earliest = Math.max(0, focus + ROOM_AFTER_STATEMENT - MAX_QUOTE_LENGTH);
  const phrase = /[,;]\s+/gu;
  phrase.lastIndex = earliest;
  const comma = phrase.exec(span.text);
  const start =
    comma && comma.index < focus ? comma.index + comma[0].length : Math.max(0, span.text.indexOf(' ', earliest) + 1);
  let end = Math.min(span.text.length, start + MAX_QUOTE_LENGTH);
  if (end < span.text.length) end = Math.max(span.text.lastIndexOf(' ', end), focus + 1);
  const quote = span.text.slice(start, end).trim();
  return { text: `Page ${span.page}: “${quote}”`, page: span.page, quote };
}

function contractDraft(
  intent: QuestionIntent,
  context: DocumentContext,
  matches: PassageMatch[],
  classifier: Classifier,
): Draft {
  const facts = FACT_CATEGORIES.has(intent.category)
    ? context.contractFacts().filter((fact) => fact.category === intent.category)
    : [];
  const factClaims: Claim[] = facts.flatMap((fact) =>
    fact.evidence ? [{ text: `${fact.title}: ${fact.value} (page ${fact.evidence.page}).`, ...fact.evidence }] : [],
  );
  const passages = clausePassages(intent, context, matches, classifier);
  const claims = distinctClaims([
    ...factClaims,
    ...factStatements(intent.category, context),
    ...passages.map((match) => quotedClaim(match.passage)),
  ]);
  return { claims: claims.slice(0, MAX_CITATIONS), related: passages.length > 0 ? passages : matches };
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
    const rules = CLAUSE_RULES.filter((rule) => rule.cuad === intent.category);
    const candidates = index.passages
      .filter((passage) => passage.text.length > 20)
      .map((passage) => {
        const probability = scores[passage.index]?.[column] ?? 0;
        const lexical = (bm25.get(passage.index) ?? 0) / top;
        // The contract engine's own wording for the clause: a sentence it matches states the clause.
        const stated =
          rules.some((rule) => ruleFocus(rule, passage.text) !== undefined) ||
          (intent.clue?.test(passage.text) ?? false);
        const score = probability + (stated ? RULE_WEIGHT : 0) + lexicalWeight * lexical;
        return { passage, probability, stated, score, coverage: probability };
      });
    // The contract engine's own verdict: a sentence its rules match that the classifier does not
    // reject, or one the classifier alone is sure of (both thresholds cross-validated on CUAD).
    const reject = learned?.reject ?? 0;
    const supports = (candidate: (typeof candidates)[number]) =>
      candidate.probability >= threshold || (candidate.stated && candidate.probability >= reject);
    if (!candidates.some(supports)) return [];
    // Beside the deciding sentence, only sentences that read like the clause are cited.
    return distinctPassages(
      candidates
        .filter((candidate) => supports(candidate) || candidate.probability >= MIN_CITED_PROBABILITY)
        .sort((a, b) => b.score - a.score)
        .map((candidate) => ({ ...candidate, passage: sectionBody(candidate.passage, index) })),
    ).slice(0, MAX_CITATIONS);
  }
  if (intent.clue) {
    const clue = intent.clue;
    const repeated = context.repeatedText();
    const states = (passage: Passage) => clue.test(passage.text) && !repeated.has(passage.text);
    const ranked = index.find(`${intent.topic} ${intent.category}`, 50).filter((match) => states(match.passage));
    const rest = index.passages
      .filter((passage) => states(passage) && !ranked.some((match) => match.passage.index === passage.index))
      .map((passage) => ({ passage, score: 0, coverage: 0 }));
    return [...ranked, ...rest].slice(0, MAX_CITATIONS);
  }
  return matches.filter((match) => match.coverage >= MIN_COVERAGE).slice(0, MAX_CITATIONS);
}

const CV_SECTIONS: Record<string, CvSectionName> = {
  education: 'education',
  skills: 'skills',
  experience: 'experience',
};
const CV_SECTION_TITLES: Record<string, string> = {
  education: 'Education',
  skills: 'Skills',
  experience: 'Experience',
};

function cvDraft(intent: QuestionIntent, text: DocumentText, matches: PassageMatch[]): Draft {
  const lines = splitLines(text.pages);
  if (intent.category === 'contact') {
    const contact = findContactInfo(lines);
    const claims = (
      [
        ['Email', contact.email],
        ['Phone', contact.phone],
        ['LinkedIn', contact.linkedIn],
      ] as const
    ).flatMap(([label, value]) => {
      const line = value ? lines.find((candidate) => candidate.text.includes(value)) : undefined;
      return line && value ? [{ text: `${label}: ${value}.`, ...evidenceFrom(line) }] : [];
    });
    return { claims, related: matches };
  }
  const section = CV_SECTIONS[intent.category];
  const sectionLines = section ? linesOfSection(splitCvSections(lines).sections, section) : [];
  const title = CV_SECTION_TITLES[intent.category] ?? intent.category;
  const claims = sectionLines
    .filter((line) => /\p{L}{2}/u.test(line.text))
    .slice(0, MAX_CITATIONS)
    .map((line) => ({ ...quotedClaim(line), text: `${title}, page ${line.page}: “${evidenceFrom(line).quote}”` }));
  return { claims: claims.length > 0 ? claims : supportedPassages(matches), related: matches };
}

function essayDraft(intent: QuestionIntent, text: DocumentText, index: PassageIndex, matches: PassageMatch[]): Draft {
  if (intent.category === 'thesis') {
    const thesis = findThesis(essayLayout(bodyParagraphs(splitParagraphs(text.pages)), text.sentences));
    if (thesis) {
      const evidence = evidenceFrom(thesis);
      return {
        claims: [{ text: `The thesis, page ${evidence.page}: “${evidence.quote}”`, ...evidence }],
        related: matches,
      };
    }
    return { claims: [], related: matches };
  }
  const clue = intent.clue;
  const cited = clue ? index.passages.filter((passage) => clue.test(passage.text)) : [];
  return { claims: cited.slice(0, MAX_CITATIONS).map(quotedClaim), related: matches };
}

/** The passages that answer a question no rule recognises: enough of the asked ideas in one passage. */
function supportedPassages(matches: readonly PassageMatch[]): Claim[] {
  return matches
    .filter((match) => match.coverage >= MIN_COVERAGE)
    .slice(0, MAX_CITATIONS)
    .map((match) => quotedClaim(match.passage));
}

/** A heading ("7. Mutual Non-Disparagement.") names a clause; the sentence after it states it. */
function sectionBody(passage: Passage, index: PassageIndex): Passage {
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

/** Each passage cited once: a quote inside another cited quote (a fact's part of its sentence) adds nothing. */
function distinctClaims(claims: readonly Claim[]): Claim[] {
  const kept: Claim[] = [];
  for (const claim of claims) {
    if (
      kept.some(
        (other) =>
          other.page === claim.page && (other.quote.includes(claim.quote) || claim.quote.includes(other.quote)),
      )
    )
      continue;
    kept.push(claim);
  }
  return kept;
}

function quotedClaim(span: TextSpan, focus = 0): Claim {
  const evidence = evidenceFrom(span, focus);
  return { text: `Page ${evidence.page}: “${evidence.quote}”`, ...evidence };
}

function dedupe(citations: readonly Evidence[]): Evidence[] {
  const seen = new Set<string>();
  return citations.filter((citation) => {
    const key = `${citation.page}\u0000${citation.quote}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
