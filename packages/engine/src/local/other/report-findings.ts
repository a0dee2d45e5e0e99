import type { Sentence } from '../../text/sentences';
import { countWords } from '../../text/words';

/** A sentence a reader of a report comes for: a figure that moved, a conclusion, a recommendation. */
export interface Finding {
  kind: 'figure' | 'conclusion' | 'recommendation';
  sentence: Sentence;
  /** Where the words that make it a finding start within the sentence, for the title. */
  from: number;
}

/** A measured figure: a percentage, a sum of money, or a number with a unit of scale. */
const MEASURE =
  /(?<![\p{L}@_\d])(?:[£$€]\s?\d[\d,.]*(?:\s?(?:million|billion|thousand|bn|m|k)\b)?|\d[\d,.]*\s?(?:%|per ?cent|percentage points?|pp\b|million|billion|thousand|bn\b))/iu;
/** A verb saying what happened to it. */
const CHANGE =
  /\b(?:gr[eo]w(?:s|n|th)?|rose|risen|rises?|increas(?:ed?|es|ing)|fell|fallen|falls?|declin(?:ed?|es|ing)|dropp?(?:ed|s)?|decreas(?:ed?|es|ing)|improv(?:ed?|es|ing)|reach(?:ed|es)?|total(?:l?ed|s)|doubled|halved|up|down|cut|reduc(?:ed?|es|tion)|gain(?:ed|s)?|los[st]|account(?:s|ed)? for|amount(?:s|ed)? to|compared with|from .{1,20} to)\b/iu;
const CONCLUSION =
  /^(?:in (?:conclusion|summary|short|sum)|to (?:conclude|summari[sz]e|sum up)|overall|all in all|taken together|on balance)\b[,:]?\s*|\b(?:we|i|the (?:report|study|review|analysis|authors?|panel|committee)) (?:conclude[sd]?|found|finds?)(?: that)?\s*|\b(?:the (?:findings|results|evidence|data) (?:show|suggest|indicate|confirm)(?:s|ed)?)(?: that)?\s*/iu;
const RECOMMENDATION =
  /\b(?:we|i|the (?:report|study|review|panel|committee|board|authors?)) (?:strongly )?(?:recommends?|propose[sd]?|advise[sd]?|urges?)(?: that)?\s*|\b(?:it is|is) (?:recommended|advised|proposed) that\s*|^recommendations?\s*\d*[:.)-]\s*/iu;
const CONCLUSION_HEADING =
  /^(?:\d+[.)]?\s*)?(?:conclusions?|summary|recommendations?|findings|key findings|next steps|outcomes?)\s*:?$/iu;
const MIN_WORDS = 5;
const MAX_WORDS = 60;

/**
 * The figures, conclusions and recommendations of a document, in document order. A sentence under
 * a "Conclusion" or "Recommendations" heading counts as one even without a cue of its own.
 */
export function findingsOf(sentences: readonly Sentence[]): Finding[] {
  const findings: Finding[] = [];
  let underHeading: Finding['kind'] | undefined;
  for (const sentence of sentences) {
    const words = countWords(sentence.text);
    const heading = CONCLUSION_HEADING.exec(sentence.text.trim());
    if (heading) {
      underHeading = /recommend|next steps/iu.test(heading[0]) ? 'recommendation' : 'conclusion';
      continue;
    }
    if (words < MIN_WORDS || words > MAX_WORDS) {
      if (words < MIN_WORDS && /^\p{Lu}[\p{L} ]+$/u.test(sentence.text.trim())) underHeading = undefined;
      continue;
    }
    const recommendation = RECOMMENDATION.exec(sentence.text);
    if (recommendation) {
      findings.push({ kind: 'recommendation', sentence, from: recommendation.index + recommendation[0].length });
      continue;
    }
    const conclusion = CONCLUSION.exec(sentence.text);
    if (conclusion) {
      findings.push({ kind: 'conclusion', sentence, from: conclusion.index + conclusion[0].length });
      continue;
    }
    if (MEASURE.test(sentence.text) && CHANGE.test(sentence.text)) {
      findings.push({ kind: 'figure', sentence, from: 0 });
      continue;
    }
    if (underHeading) findings.push({ kind: underHeading, sentence, from: 0 });
  }
  return findings;
}
