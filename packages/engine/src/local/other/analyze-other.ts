import type { EngineInfo, OtherAnalysis, OtherParameters } from '@doclens/api';
import type { DocumentText } from '../../text/document-text';
import { pickDistinct, type RankedSentence, rankSentences } from '../../text/extractive-summary';
import { extractKeywords } from '../../text/keywords';
import { splitLines } from '../../text/lines';
import { splitParagraphs } from '../../text/paragraphs';
import { readabilityOf } from '../../text/readability';
import { countOf, listOf, singleLine } from '../wording';
import { keyInsightsOf } from './document-insights';
import { documentRecommendations } from './document-recommendations';
import { effectivenessOf } from './effectiveness-factors';
import { checkPurpose } from './purpose-check';
import { statementsOf } from './statement-signals';

const SUMMARY_SENTENCES = 4;
const TOPIC_KEYWORDS = 12;
/** Shorter sentences are labels and headings rather than statements worth summarising. */
const SUMMARY_MIN_WORDS = 6;

export function analyzeOther(text: DocumentText, parameters: OtherParameters, engine: EngineInfo): OtherAnalysis {
  const lines = splitLines(text.pages);
  const paragraphs = splitParagraphs(text.pages);
  const sentenceTexts = text.sentences.map((sentence) => sentence.text);
  const readability = readabilityOf(sentenceTexts);
  const keywords = extractKeywords(sentenceTexts, TOPIC_KEYWORDS);
  const statements = statementsOf(text.sentences);
  const ranked = rankSentences(text.sentences, { minWords: SUMMARY_MIN_WORDS });
  const purpose = checkPurpose(text.sentences, parameters.documentPurpose);
  const facts = { statements, lines, paragraphs, readability, wordCount: text.wordCount, purpose };
  const effectiveness = effectivenessOf(facts);

  return {
    documentType: 'other',
    summary: summaryLines(
      text,
      ranked,
      keywords.map((keyword) => keyword.term),
    ),
    analysisParameters: parameters,
    engine,
    keyInsights: keyInsightsOf(ranked, statements, keywords),
    recommendations: documentRecommendations({ ...facts, sentences: text.sentences }),
    overallAssessment: effectiveness,
  };
}

function summaryLines(text: DocumentText, ranked: readonly RankedSentence[], topics: readonly string[]): string[] {
  const overview = `${countOf(text.pages.length, 'page')}, ${countOf(text.wordCount, 'word')}${topics.length > 0 ? `; main topics: ${listOf(topics.slice(0, 5))}` : ''}.`;
  const sentences = pickDistinct(ranked, SUMMARY_SENTENCES).map((sentence) => singleLine(sentence.text));
  return [overview, ...sentences];
}
