import type { EngineInfo, OtherAnalysis, OtherParameters } from '@doclens/api';
import type { DocumentText } from '../../text/document-text';
import { extractiveSummary } from '../../text/extractive-summary';
import { isHeadingLike } from '../../text/headings';
import { extractKeywords } from '../../text/keywords';
import { splitLines } from '../../text/lines';
import { readabilityOf } from '../../text/readability';
import { countWords } from '../../text/words';
import { scoreBetween, weightedScore } from '../score';
import { countOf, listOf } from '../wording';
import { keyInsightsOf } from './document-insights';
import { documentRecommendations, READABLE_SENTENCE_WORDS } from './document-recommendations';

const SUMMARY_SENTENCES = 4;
const INSIGHTS = 5;
const TOPIC_KEYWORDS = 12;
const WELL_DEVELOPED_WORDS = 300;

export function analyzeOther(text: DocumentText, parameters: OtherParameters, engine: EngineInfo): OtherAnalysis {
  const lines = splitLines(text.pages);
  const readability = readabilityOf(text.sentences.map((sentence) => sentence.text));
  const keywords = extractKeywords(
    text.sentences.map((sentence) => sentence.text),
    TOPIC_KEYWORDS,
  );
  const recommendations = documentRecommendations({
    sentences: text.sentences,
    lines,
    readability,
    wordCount: text.wordCount,
    ...(parameters.documentPurpose ? { documentPurpose: parameters.documentPurpose } : {}),
  });

  return {
    documentType: 'other',
    summary: summaryLines(
      text,
      keywords.map((keyword) => keyword.term),
    ),
    analysisParameters: parameters,
    engine,
    keyInsights: keyInsightsOf(text.sentences, keywords, INSIGHTS),
    recommendations,
    overallAssessment: {
      score: weightedScore([
        [scoreBetween(readability.readingEase, 0, 60), 1],
        [shareOfReadableSentences(text) * 100, 1],
        [scoreBetween(text.wordCount, 50, WELL_DEVELOPED_WORDS), 1],
        [lines.some(isHeadingLike) || text.wordCount < 800 ? 100 : 40, 0.5],
        [recommendations.some((item) => item.impact === 'high') ? 30 : 100, 1],
      ]),
    },
  };
}

function summaryLines(text: DocumentText, topics: readonly string[]): string[] {
  const overview = `${countOf(text.pages.length, 'page')}, ${countOf(text.wordCount, 'word')}${topics.length > 0 ? `; main topics: ${listOf(topics.slice(0, 5))}` : ''}.`;
  const sentences = extractiveSummary(text.sentences, { count: SUMMARY_SENTENCES }).map((sentence) => sentence.text);
  return [overview, ...sentences];
}

function shareOfReadableSentences(text: DocumentText): number {
  if (text.sentences.length === 0) return 0;
  const readable = text.sentences.filter((sentence) => countWords(sentence.text) <= READABLE_SENTENCE_WORDS).length;
  return readable / text.sentences.length;
}
