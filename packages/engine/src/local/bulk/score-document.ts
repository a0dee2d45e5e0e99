import type { DocumentScore, ScoredKeyPoint } from '@doclens/api';
import { evidenceFrom } from '../../text/evidence';
import { contentWordsOf } from '../../text/keywords';
import { matchKeywords, stemOf, targetTerms } from '../cv/keyword-match';
import { occupationOfTarget, scoreOccupations } from '../cv/occupation-detection';
import { scoreContractByMeaning } from './contract-scoring';
import { cvExperienceYears } from './cv-fields';
import type { BulkDocument } from './document-kind';
import { PassageFinder } from './passage-retrieval';

const MAX_KEY_POINTS = 6;
const MAX_CRITERION_TERMS = 40;
const REQUIRED_YEARS = /\b(\d{1,2})\+?\s*(?:or\s+more\s+)?years?\b/iu;
/** An occupation's score at which the CV plainly belongs to it (as occupation-detection counts). */
const CLEAR_OCCUPATION_SCORE = 30;
const NOT_LEADING = 0.6;

function percent(share: number): number {
  return Math.max(0, Math.min(100, Math.round(share * 100)));
}

/** The criterion's distinct topic words, in order: what a document must speak of to meet it. */
function criterionTerms(criterion: string): string[] {
  return [...new Set(contentWordsOf(criterion))].slice(0, MAX_CRITERION_TERMS);
}

/** Share of the criterion's words the document speaks of, with a passage for each of the best found. */
function coverage(
  document: BulkDocument,
  criterion: string,
): { share: number; points: ScoredKeyPoint[]; missing: string[] } {
  const terms = criterionTerms(criterion);
  if (terms.length === 0) return { share: 0, points: [], missing: [] };
  const index = new PassageFinder(document.text.sentences);
  const found: { term: string; passage: ReturnType<PassageFinder['search']>[number] }[] = [];
  const missing: string[] = [];
  for (const term of terms) {
    const [passage] = index.search(term, 1);
    if (passage) found.push({ term, passage });
    else missing.push(term);
  }
  // The passages that answer most of the criterion at once make the best evidence.
  const [whole] = index.search(criterion, 3);
  const points: ScoredKeyPoint[] = [];
  if (whole)
    points.push({
      text: `Addresses the criterion: “${whole.span.text.slice(0, 160).trim()}”`,
      citation: evidenceFrom(whole.span, whole.focus),
    });
  const seen = new Set(whole ? [whole.span] : []);
  for (const { term, passage } of found) {
    if (points.length >= MAX_KEY_POINTS) break;
    if (seen.has(passage.span)) continue;
    seen.add(passage.span);
    points.push({ text: `Mentions ${term}`, citation: evidenceFrom(passage.span, passage.focus) });
  }
  return { share: found.length / terms.length, points, missing };
}

function scoreCv(document: BulkDocument, criterion: string): DocumentScore {
  const { lines } = document;
  const occupation = occupationOfTarget(criterion);
  const scores = scoreOccupations(lines);
  const own = occupation ? scores.find((entry) => entry.occupation.category === occupation.category) : undefined;
  const best = scores.reduce((top, entry) => Math.max(top, entry.score), 0);
  // A CV that reads as another occupation first is a weaker fit, however much it mentions this one.
  const leads = own !== undefined && own.score >= best;
  const occupationFit = occupation
    ? Math.min(1, (own?.score ?? 0) / Math.max(best, CLEAR_OCCUPATION_SCORE)) * (leads ? 1 : NOT_LEADING)
    : undefined;
  const terms = targetTerms(criterion, undefined).slice(0, MAX_CRITERION_TERMS);
  const keywords = matchKeywords(terms, lines);
  const required = Number(REQUIRED_YEARS.exec(criterion)?.[1] ?? 0);
  const experience = cvExperienceYears(lines);
  const years = experience ? Number(experience.value) : 0;
  const experienceFit = required > 0 ? Math.min(1, years / required) : experience ? 1 : 0.5;
  const share =
    occupationFit === undefined
      ? 0.8 * keywords.fraction + 0.2 * experienceFit
      : 0.55 * occupationFit + 0.35 * keywords.fraction + 0.1 * experienceFit;

  const points: ScoredKeyPoint[] = [];
  if (occupation && own?.bestLine)
    points.push({ text: `Background in ${occupation.category}`, citation: evidenceFrom(own.bestLine) });
  const matchedStems = keywords.matched.slice(0, MAX_KEY_POINTS);
  for (const term of matchedStems) {
    if (points.length >= MAX_KEY_POINTS - 1) break;
    const stems = contentWordsOf(term).map(stemOf);
    const line = lines.find((candidate) => {
      const words = new Set(contentWordsOf(candidate.text).map(stemOf));
      return stems.every((stem) => words.has(stem));
    });
    if (line) points.push({ text: `Shows ${term}`, citation: evidenceFrom(line) });
  }
  if (experience)
    points.push({
      text: `About ${years} years of experience${required ? ` (asked: ${required})` : ''}`,
      citation: experience.citation,
    });
  const reasoning = [
    occupation
      ? `The criterion reads as a ${occupation.category} role; the CV's fit with it is ${percent(occupationFit ?? 0)}%.`
      : 'The criterion names no occupation the engine knows; the score rests on its terms.',
    `It shows ${keywords.matched.length} of ${keywords.terms.length} terms asked for${
      keywords.missing.length > 0 ? `; missing: ${keywords.missing.slice(0, 8).join(', ')}` : ''
    }.`,
    required > 0 ? `Experience: ${experience ? `${years} years` : 'not stated'} against ${required} asked.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    score: percent(share),
    keyPoints: points,
    analysis: `CV matched against the job description: ${percent(keywords.fraction)}% of its terms found.`,
    reasoning,
  };
}

function general(document: BulkDocument, criterion: string, covered = coverage(document, criterion)): DocumentScore {
  return {
    score: percent(covered.share),
    keyPoints: covered.points,
    analysis: `The document addresses ${percent(covered.share)}% of the criterion's terms.`,
    reasoning:
      covered.missing.length === 0
        ? 'Every term of the criterion is found in the document.'
        : `Not found in the document: ${covered.missing.slice(0, 10).join(', ')}.`,
  };
}

/** Judges one document against the batch's criterion, by the kind of document it is. */
export function scoreDocumentAgainst(document: BulkDocument, criterion: string): DocumentScore {
  if (document.kind === 'cv') return scoreCv(document, criterion);
  if (document.kind === 'contract') return scoreContractByMeaning(document, criterion);
  return general(document, criterion);
}
