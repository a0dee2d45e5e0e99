import type { DocumentScore, ScoredKeyPoint } from '@doclens/api';
import { evidenceFrom } from '../../text/evidence';
import { contentWordsOf } from '../../text/keywords';
import { matchKeywords, stemOf, targetTerms } from '../cv/keyword-match';
import { occupationOfTarget, scoreOccupations } from '../cv/occupation-detection';
import { scoreContractByMeaning } from './contract-scoring';
import { topicWordsOf } from './criterion-reading';
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

/** Longest sentence quoted whole in a key point; a longer one is cut at a word, with an ellipsis. */
const MAX_QUOTED_SENTENCE = 200;

/** A sentence as a key point quotes it: whole, or up to the last whole word that fits, then "…". */
export function quotedSentence(text: string): string {
  const sentence = text.replace(/\s+/gu, ' ').trim();
  if (sentence.length <= MAX_QUOTED_SENTENCE) return `“${sentence}”`;
  const cut = sentence.lastIndexOf(' ', MAX_QUOTED_SENTENCE);
  return `“${sentence.slice(0, cut > 0 ? cut : MAX_QUOTED_SENTENCE).replace(/[\s,;:]+$/u, '')}…”`;
}

/** The criterion's distinct topic words, in order: what a document must speak of to meet it. */
function criterionTerms(criterion: string): string[] {
  return topicWordsOf(criterion).slice(0, MAX_CRITERION_TERMS);
}

/**
 * Share of the criterion's words the document speaks of, with the sentences that hold most of
 * them, quoted as sentences: a word alone ("Mentions long") tells the reader nothing.
 */
function coverage(
  document: BulkDocument,
  criterion: string,
): { share: number; found: string[]; points: ScoredKeyPoint[]; missing: string[] } {
  const terms = criterionTerms(criterion);
  if (terms.length === 0) return { share: 0, found: [], points: [], missing: [] };
  const index = new PassageFinder(document.text.sentences);
  const found = terms.filter((term) => index.search(term, 1).length > 0);
  const missing = terms.filter((term) => !found.includes(term));
  const points: ScoredKeyPoint[] = index
    .search(terms.join(' '), MAX_KEY_POINTS - 1)
    .filter((passage) => passage.coverage > 0)
    .map((passage) => ({
      text: `Speaks of the criterion: ${quotedSentence(passage.span.text)}`,
      citation: evidenceFrom(passage.span, passage.focus),
    }));
  return { share: found.length / terms.length, found, points, missing };
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

  // What each part of the fit adds to the score, so the key points show how it was reached.
  const [occupationWeight, keywordWeight, experienceWeight] = occupationFit === undefined ? [0, 80, 20] : [55, 35, 10];
  const occupationPoints = Math.round(occupationWeight * (occupationFit ?? 0));
  const keywordPoints = Math.round(keywordWeight * keywords.fraction);
  const experiencePoints = Math.round(experienceWeight * experienceFit);

  const points: ScoredKeyPoint[] = [];
  if (occupation)
    points.push({
      text: own?.bestLine
        ? `Background in ${occupation.category}${leads ? '' : ', though the CV reads first as another occupation'}.`
        : `No background in ${occupation.category} was found.`,
      citation: own?.bestLine ? evidenceFrom(own.bestLine) : null,
      points: occupationPoints,
    });
  points.push({
    text: `Shows ${keywords.matched.length} of ${keywords.terms.length} terms the criterion asks for.`,
    citation: null,
    points: keywordPoints,
  });
  points.push({
    text: experience
      ? `About ${years} years of experience${required ? ` (asked: ${required})` : ''}.`
      : 'Years of experience are not stated.',
    citation: experience?.citation ?? null,
    points: experiencePoints,
  });
  for (const term of keywords.matched) {
    if (points.length >= MAX_KEY_POINTS) break;
    const stems = contentWordsOf(term).map(stemOf);
    const line = lines.find((candidate) => {
      const words = new Set(contentWordsOf(candidate.text).map(stemOf));
      return stems.every((stem) => words.has(stem));
    });
    if (line) points.push({ text: `Shows ${term}.`, citation: evidenceFrom(line) });
  }
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
    score: Math.max(0, Math.min(100, occupationPoints + keywordPoints + experiencePoints)),
    keyPoints: points,
    analysis: `CV matched against the job description: ${percent(keywords.fraction)}% of its terms found.`,
    reasoning,
  };
}

function general(document: BulkDocument, criterion: string): DocumentScore {
  const covered = coverage(document, criterion);
  const points = Math.round((covered.share - 0.5) * 100);
  const terms = covered.found.length + covered.missing.length;
  return {
    score: Math.max(0, Math.min(100, 50 + points)),
    keyPoints: [
      {
        text: `Speaks of ${covered.found.length} of the ${terms} terms of the criterion.`,
        citation: null,
        points,
      },
      ...covered.points,
    ],
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
