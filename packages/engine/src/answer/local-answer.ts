import type { AnswerResult, EngineInfo, Evidence } from '@doclens/api';
import type { DocumentPage } from '../analysis-engine';
import type { ClauseScorer } from '../local/contract/clause-classifier';
import { SHIPPED_CLAUSE_SCORER } from '../local/contract/clause-detection';
import { findContactInfo } from '../local/cv/contact-info';
import { type CvSectionName, linesOfSection, splitCvSections } from '../local/cv/cv-sections';
import { layoutOfEssay } from '../local/essay/essay-layout';
import { findThesis } from '../local/essay/thesis';
import type { PassageIndex, PassageMatch } from '../local/retrieval/passage-index';
import type { DocumentText } from '../text/document-text';
import { evidenceFrom } from '../text/evidence';
import { splitLines } from '../text/lines';
import { type Draft, MAX_CITATIONS, quotedClaim, supportedPassages } from './answer-claims';
import { type Classifier, contractDraft, LEXICAL_WEIGHT, sectionBody } from './contract-answer';
import { type DocumentContext, documentContextOf } from './document-context';
import { answerAboutSubject, subjectBeyondFrame } from './frame-subject';
import { partyQuestion, passagesAnswering } from './party-duties';
import type { Claim, QuestionDocument } from './question-answerer';
import { holdsKind, questionFrame } from './question-frame';
import { type QuestionIntent, questionIntent } from './question-intent';
import { verifiedCitations } from './quote-verification';

export { MAX_CITATIONS, MIN_COVERAGE } from './answer-claims';
export { ASKED_ACCEPT_SHARE, LEXICAL_WEIGHT, MIN_CITED_PROBABILITY, RULE_WEIGHT } from './contract-answer';

export interface LocalAnswerOptions {
  /** The clause classifier; the quality report swaps in one that never saw the contract. */
  scorer?: ClauseScorer;
  /** Overrides the classifier's per-category acceptance probability, for calibration sweeps. */
  minClauseProbability?: number;
  /** Overrides LEXICAL_WEIGHT, for the same sweeps. */
  lexicalWeight?: number;
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
  // Searched for what the question is about, not its framing words; the kind of value it asks for counts as one idea.
  const frame = questionFrame(question);
  const kind = frame.kind;
  const alsoCounts = kind && ((text: string) => holdsKind(kind, text));
  const matches = index.find(frame.subject, 10, { alsoCounts });
  let draft = intent
    ? intentDraft(intent, document.documentType, context, matches, {
        scorer: options.scorer ?? SHIPPED_CLAUSE_SCORER,
        minClauseProbability: options.minClauseProbability,
        lexicalWeight: options.lexicalWeight ?? LEXICAL_WEIGHT,
      })
    : generalDraft(question, document.documentType, context, matches);
  const subjectTerm = intent && subjectBeyondFrame(intent, frame.subject, index);
  if (subjectTerm) {
    draft = answerAboutSubject(draft, subjectTerm, matches, { subject: frame.subject, alsoCounts }, index, (match) => ({
      ...match,
      passage: sectionBody(match.passage, index),
    }));
  }
  return finishAnswer(draft.claims, draft.related, document.pages, engine, intent?.topic);
}

/**
 * The passages that answer a question no rule reads: enough of its ideas in one passage. In a
 * contract a matched heading ("11. Force Majeure.") names the clause; the sentence under it states it.
 */
function generalDraft(
  question: string,
  documentType: QuestionDocument['documentType'],
  context: DocumentContext,
  matches: PassageMatch[],
): Draft {
  if (documentType !== 'contract') return { claims: supportedPassages(matches), related: matches };
  const asked = partyQuestion(question);
  const binding = asked ? passagesAnswering(asked, context.index.passages) : [];
  if (binding.length > 0)
    return { claims: binding.slice(0, MAX_CITATIONS).map((passage) => quotedClaim(passage)), related: matches };
  const seen = new Set<number>();
  const stated = matches.flatMap((match) => {
    const passage = sectionBody(match.passage, context.index);
    if (seen.has(passage.index)) return [];
    seen.add(passage.index);
    return [{ ...match, passage }];
  });
  return { claims: supportedPassages(stated), related: matches };
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
    const thesis = findThesis(layoutOfEssay(text));
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

function dedupe(citations: readonly Evidence[]): Evidence[] {
  const seen = new Set<string>();
  return citations.filter((citation) => {
    const key = `${citation.page}\u0000${citation.quote}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
