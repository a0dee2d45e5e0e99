import type { EngineInfo, OtherAnalysis, OtherParameters } from '@doclens/api';
import type { DocumentText } from '../../text/document-text';
import { pickDistinct, type RankedSentence, rankSentences } from '../../text/extractive-summary';
import { extractKeywords } from '../../text/keywords';
import { splitLines } from '../../text/lines';
import { splitParagraphs } from '../../text/paragraphs';
import { readabilityOf } from '../../text/readability';
import { countOf, listOf, singleLine } from '../wording';
import { keyInsightsOf } from './document-insights';
import { userWroteIt } from './document-kind';
import { documentRecommendations } from './document-recommendations';
import { type DocumentSubstance, substanceOf } from './document-substance';
import { effectivenessOf } from './effectiveness-factors';
import { answerPurpose } from './purpose-answer';
import { checkPurpose } from './purpose-check';
import { readerRecommendations } from './reader-recommendations';
import { statementsOf } from './statement-signals';

const SUMMARY_SENTENCES = 4;
const TOPIC_KEYWORDS = 12;
/** Shorter sentences are labels and headings rather than statements worth summarising. */
const SUMMARY_MIN_WORDS = 6;
/** Facts named in the summary line of a statement or an invoice. */
const SUMMARY_FACTS = 4;

export function analyzeOther(text: DocumentText, parameters: OtherParameters, engine: EngineInfo): OtherAnalysis {
  const lines = splitLines(text.pages);
  const paragraphs = splitParagraphs(text.pages);
  const sentenceTexts = text.sentences.map((sentence) => sentence.text);
  const readability = readabilityOf(sentenceTexts);
  const keywords = extractKeywords(sentenceTexts, TOPIC_KEYWORDS);
  const statements = statementsOf(text.sentences);
  const ranked = rankSentences(text.sentences, { minWords: SUMMARY_MIN_WORDS });
  const substance = substanceOf(lines, text.sentences);
  const answer = answerPurpose(parameters.documentPurpose, substance, text.sentences);
  const authored = userWroteIt(substance.kind, parameters.documentPurpose);
  // The purpose of a document the user received is their question to it, not something its
  // opening should state: only an author is told to state it.
  const purpose = authored ? checkPurpose(text.sentences, parameters.documentPurpose) : undefined;
  const facts = { statements, lines, paragraphs, readability, wordCount: text.wordCount, purpose };
  const keyInsights = keyInsightsOf({
    ranked,
    statements,
    substance,
    answer,
    central: authored || usesProse(substance),
  });

  return {
    documentType: 'other',
    summary: [
      ...(answer ? [answer.summaryLine] : framingLine(parameters.documentPurpose, authored)),
      ...summaryLines(
        text,
        ranked,
        keywords.map((keyword) => keyword.term),
        substance,
        keyInsights.map((insight) => insight.title),
      ),
    ],
    analysisParameters: parameters,
    engine,
    keyInsights,
    recommendations: authored
      ? documentRecommendations({ ...facts, sentences: text.sentences })
      : readerRecommendations(substance),
    overallAssessment: effectivenessOf(facts),
  };
}

/** What a purpose that asks nothing changed: whose document it is read as, and so what the advice is about. */
function framingLine(purpose: string | undefined, authored: boolean): string[] {
  if (!purpose?.trim()) return [];
  return [
    authored
      ? `Read as your “${singleLine(purpose)}”: the recommendations are about its writing.`
      : `Read as “${singleLine(purpose)}”: its facts and main points come first.`,
  ];
}

/** Statements and invoices are tables: their central "sentences" are rows, not points. */
function usesProse(substance: DocumentSubstance): boolean {
  return substance.kind !== 'statement' && substance.kind !== 'invoice';
}

function summaryLines(
  text: DocumentText,
  ranked: readonly RankedSentence[],
  topics: readonly string[],
  substance: DocumentSubstance,
  insightTitles: readonly string[],
): string[] {
  const size = `${countOf(text.pages.length, 'page')}, ${countOf(text.wordCount, 'word')}`;
  if (!usesProse(substance)) {
    // A table's frequent words ("mar", "card payment") are not its topics: its facts are.
    const facts = insightTitles.filter((title) => /\d/u.test(title)).slice(0, SUMMARY_FACTS);
    const kind = substance.kind === 'statement' ? 'A statement' : 'An invoice';
    return [`${size}.`, `${kind}${facts.length > 0 ? `: ${facts.join('; ')}` : ''}.`];
  }
  const overview = `${size}${topics.length > 0 ? `; main topics: ${listOf(topics.slice(0, 5))}` : ''}.`;
  const sentences = pickDistinct(ranked, SUMMARY_SENTENCES).map((sentence) => singleLine(sentence.text));
  return [overview, ...sentences];
}
