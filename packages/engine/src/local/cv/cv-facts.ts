import type { CvParameters } from '@doclens/api';
import type { DocumentText } from '../../text/document-text';
import { splitLines } from '../../text/lines';
import type { TextSpan } from '../../text/text-span';
import { joinWrappedLines } from '../../text/wrapped-lines';
import { countDateRanges } from './career-progression';
import { type ContactInfo, findContactInfo } from './contact-info';
import { type CvFigures, figuresOfCv } from './cv-figures';
import { wordLimitFor } from './cv-length';
import { type CvSection, linesOfSection, splitCvSections } from './cv-sections';
import { type CvVoice, voiceFor } from './cv-voice';
import { type ExperienceStatement, experienceStatements } from './experience-statements';
import { keyboardFillerLines } from './keyboard-filler';
import { type KeywordMatch, listedSkills, matchKeywords, targetTerms } from './keyword-match';
import { type LayoutSignals, layoutSignals } from './layout-signals';
import { openingParagraph } from './opening-summary';
import { onceEach, type RepeatedBlock, repeatedBlock } from './repeated-blocks';
import { placeholdersIn } from './template-placeholders';

/** Everything read from the CV once, for the parts of the analysis to share. */
export interface CvFacts {
  parameters: CvParameters;
  voice: CvVoice;
  lines: TextSpan[];
  sections: CvSection[];
  contact: ContactInfo;
  summaryLines: TextSpan[];
  experienceLines: TextSpan[];
  skillLines: TextSpan[];
  statements: ExperienceStatement[];
  /** Where every statement is printed, a repeated one at each copy: the lines that are no summary's. */
  statementSpans: TextSpan[];
  /**
   * Whether any line measures a result of the work, a summary's or an award's as much as a bullet's:
   * "no numbers show the results" must be true of the whole CV, not only of the lines counted.
   */
  showsMeasuredResult: boolean;
  /** The results and figures of the whole CV, counted once for every statement about them. */
  figures: CvFigures;
  skills: string[];
  /** Lines of keyboard filler ("xzzx ZX zx…"), to be deleted. */
  fillerLines: TextSpan[];
  /** Template fields left unfilled ("[Number]", "[Company]"). */
  placeholders: string[];
  /** A block of lines the CV prints twice, if any. */
  repeatedBlock: RepeatedBlock | undefined;
  keywords: KeywordMatch;
  wordCount: number;
  wordLimit: number;
  hasDates: boolean;
  unusualCharacters: number;
  layout: LayoutSignals;
}

// Icon fonts and symbol glyphs land in the private-use area or as pictographs.
const UNUSUAL_CHARACTER = /[\ue000-\uf8ff\u{1f300}-\u{1faff}\u2600-\u27bf]/gu;

export function gatherCvFacts(text: DocumentText, parameters: CvParameters): CvFacts {
  const lines = splitLines(text.pages);
  const { header, sections } = splitCvSections(lines);
  const experienceLines = linesOfSection(sections, 'experience');
  // Results listed under their own heading ("Achievements") are statements of work as much as the
  // history's; each section's wrapped lines are joined apart, so no statement runs across a heading.
  const accomplishmentLines = linesOfSection(sections, 'accomplishments');
  const skillLines = linesOfSection(sections, 'skills');
  // Without an experience heading, every line may describe work.
  const allStatements =
    experienceLines.length + accomplishmentLines.length > 0
      ? [
          ...experienceStatements(joinWrappedLines(experienceLines, text.pages)),
          ...experienceStatements(joinWrappedLines(accomplishmentLines, text.pages), 'achievements'),
        ]
      : experienceStatements(joinWrappedLines(lines, text.pages));
  const skills = listedSkills(skillLines);
  const terms = targetTerms(parameters.targetJob, parameters.industry);
  const keywords =
    terms.length > 0
      ? matchKeywords(terms, lines)
      : {
          ...matchKeywords(skills, experienceLines.length > 0 ? experienceLines : lines),
          basis: 'listed-skills' as const,
        };
  const contact = findContactInfo(lines);
  const figures = figuresOfCv(allStatements, lines);
  // A history printed twice in the PDF text holds each statement once: no duty or result counts twice.
  const statements = onceEach(allStatements, (statement) => statement.line.text);
  return {
    parameters,
    voice: voiceFor(parameters.perspective),
    lines,
    sections,
    contact,
    layout: layoutSignals(text.pages, lines, contact),
    summaryLines: summaryLinesOf(sections, header),
    experienceLines,
    skillLines,
    statements,
    statementSpans: allStatements.map((statement) => statement.line),
    showsMeasuredResult: figures.results > 0,
    figures,
    skills,
    fillerLines: keyboardFillerLines(lines),
    placeholders: placeholdersIn(lines),
    repeatedBlock: repeatedBlock(lines),
    keywords,
    wordCount: text.wordCount,
    wordLimit: wordLimitFor(parameters.experienceLevel),
    hasDates: countDateRanges(lines) > 0,
    unusualCharacters: [
      ...text.pages
        .map((page) => page.text)
        .join('\n')
        .matchAll(UNUSUAL_CHARACTER),
    ].length,
  };
}

/** The summary's lines: those under a summary heading, else the paragraph opening the CV under any heading or none. */
function summaryLinesOf(sections: readonly CvSection[], header: readonly TextSpan[]): TextSpan[] {
  const headed = linesOfSection(sections, 'summary');
  return headed.length > 0 ? headed : openingParagraph(header);
}
