import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CvAnalysis, EssayAnalysis } from '@doclens/api';
import { extractPdfText } from '@doclens/pdf';
import { createLocalEngine } from '../src/local/local-engine';
import { readCorpusEssays } from './essay-corpus';
import { pagesOfText } from './result-validity';
import type { CurrentWritingFinding, WritingSet } from './writing-judgement-set';

/** The corpus beside the repository (`../shared/corpus`); its essays and CVs are measure only. */
const CORPUS_DIR = fileURLToPath(new URL('../../../../shared/corpus/', import.meta.url));
export const ESSAYS_DIR = join(CORPUS_DIR, 'essays');
export const CVS_DIR = join(CORPUS_DIR, 'cvs');
const PDF_LIMITS = { maxPages: 50, planName: 'free', timeoutMs: 30_000, maxMemoryMb: 256 } as const;

/** A corpus document's text and the findings the engine gives on it today. */
export interface AnalysedDocument {
  document: string;
  text: string;
  findings: CurrentWritingFinding[];
}

/** The essay ids (as strings) and the CV file names the corpus holds. */
export function corpusDocuments(set: WritingSet): string[] {
  if (set === 'cv') return readdirSync(CVS_DIR).filter((name) => name.toLowerCase().endsWith('.pdf'));
  return readCorpusEssays(ESSAYS_DIR).map((essay) => String(essay.id));
}

/**
 * Runs the local engine on the named essays as a teacher submits them (high-school level, the
 * prompt's task as the assignment) and lists what the user is told: each correction, and the
 * feedback as one statement.
 */
export async function essayFindings(ids: ReadonlySet<string>): Promise<AnalysedDocument[]> {
  const engine = createLocalEngine();
  const analysed: AnalysedDocument[] = [];
  for (const essay of readCorpusEssays(ESSAYS_DIR).filter((row) => ids.has(String(row.id)))) {
    const analysis = (await engine.analyze({
      documentType: 'essay',
      parameters: { academicLevel: 'high-school', subject: essay.task },
      pages: pagesOfText(essay.text),
      filename: `essay-${essay.id}.txt`,
    })) as EssayAnalysis;
    const document = String(essay.id);
    analysed.push({
      document,
      text: essay.text,
      findings: [
        ...correctionFindings(document, essay.text, analysis),
        finding(
          'feedback',
          document,
          essay.text,
          'feedback',
          feedbackStatement(analysis),
          analysis.argumentClarity.thesisText ?? '',
        ),
      ],
    });
  }
  return analysed;
}

function correctionFindings(document: string, text: string, analysis: EssayAnalysis): CurrentWritingFinding[] {
  return analysis.grammarAndStyle.specificCorrections.map((correction) =>
    finding(
      'corrections',
      document,
      text,
      correction.ruleId ?? correction.category,
      `${correction.error} → ${correction.correction}: ${correction.explanation} (${correction.category}, ${correction.severity})`,
      correction.evidence?.quote ?? '',
    ),
  );
}

/**
 * The essay's feedback statements as a whole, as the judgement rates them: grade, thesis, strengths
 * and gaps, structure, counterargument and critical thinking, citations, and the error counts. An
 * empty list is left out, as the page leaves it out: the rater reads what the user reads.
 */
export function feedbackStatement(analysis: EssayAnalysis): string {
  const list = (label: string, items: readonly string[]): string[] =>
    items.length === 0 ? [] : [`${label}: ${items.join(' | ')}`];
  const { overallGrade, argumentClarity, structureAnalysis, criticalThinking, citationCheck, grammarAndStyle } =
    analysis;
  const structureLists = [
    ...list('Strengths', structureAnalysis.strengths),
    ...list('Issues', structureAnalysis.specificIssues),
  ];
  return [
    `Grade: ${overallGrade.grade} (${overallGrade.score}). ${overallGrade.rationale}`,
    ...list('Summary', analysis.summary),
    `Thesis: ${argumentClarity.thesisText ?? '(none found)'}. ${argumentClarity.feedback}`,
    ...list('Strong points', argumentClarity.strongPoints),
    ...list('Logical gaps', argumentClarity.logicalGaps),
    [`Structure: ${structureAnalysis.feedback}`, ...structureLists].join(' '),
    `Critical thinking: ${criticalThinking.feedback}`,
    [
      `Citations: style ${citationCheck.citationStyle}, references ${citationCheck.hasReferences ? 'yes' : 'no'}, plagiarism risk ${citationCheck.plagiarismRisk}, ${citationCheck.missingCitations.length} claims without a source.`,
      ...list('Consistency issues', citationCheck.consistencyIssues),
    ].join(' '),
    `Grammar and style (as the essay page shows it): grammar errors found ${pageCount(grammarAndStyle.grammarIssues)}, spelling errors found ${pageCount(grammarAndStyle.spellingIssues)}. ${grammarAndStyle.toneAssessment} ${grammarAndStyle.feedback}`,
  ].join('\n');
}

/** A count as the essay page shows it (web `foundCountText`): a floor, and "none flagged" for 0. */
function pageCount(count: number): string {
  return count === 0 ? 'none flagged' : `at least ${count}`;
}

/** Runs the local engine, job-seeker side, on the named corpus CVs and lists each finding it gives. */
export async function cvFindings(files: ReadonlySet<string>): Promise<AnalysedDocument[]> {
  const engine = createLocalEngine();
  const analysed: AnalysedDocument[] = [];
  for (const file of [...files].sort()) {
    const path = join(CVS_DIR, file);
    if (!existsSync(path)) throw new Error(`no corpus CV ${file} (looked for ${path})`);
    const extracted = await extractPdfText(readFileSync(path), PDF_LIMITS);
    if (!extracted.ok) continue;
    const pages = extracted.pages.map((page) => ({ pageNumber: page.pageNumber, text: page.text }));
    const text = pages.map((page) => page.text).join('\n');
    const analysis = (await engine.analyze({
      documentType: 'cv',
      parameters: { perspective: 'job-seeker' },
      pages,
      filename: file,
    })) as CvAnalysis;
    analysed.push({ document: file, text, findings: findingsOfCv(file, text, analysis) });
  }
  return analysed;
}

/**
 * What a job seeker reads as findings: rewrites of weak lines, before/after examples, grammar fixes,
 * concise versions of wordy lines, and the statements about the CV (strengths, weaknesses, ATS
 * issues, red flags, contact issues, improvements).
 */
function findingsOfCv(file: string, text: string, analysis: CvAnalysis): CurrentWritingFinding[] {
  const cv = (kind: string, statement: string, quote = ''): CurrentWritingFinding =>
    finding('cv', file, text, kind, statement, quote);
  const statements = (kind: string, items: readonly string[]): CurrentWritingFinding[] =>
    items.map((item) => cv(kind, item));
  return [
    ...analysis.experienceAnalysis.weakExamples.map((example) =>
      cv('rewrite', `${example.original} → ${example.improved}: ${example.explanation}`, example.evidence?.quote),
    ),
    ...analysis.beforeAfterExamples.map((example) =>
      cv(
        'before-after',
        // The after is a sentence with its own full stop; one more would read as the engine's fault.
        `${example.category}: ${example.before} → ${example.after.replace(/\.$/u, '')}. ${example.impact} ${example.reasoning}`,
        example.evidence?.quote,
      ),
    ),
    ...analysis.writingQuality.grammarIssues.map((issue) =>
      cv('grammar', `${issue.error} → ${issue.correction}: ${issue.explanation}`, issue.evidence?.quote),
    ),
    ...analysis.writingQuality.wordyExamples.map((example) =>
      cv('wordy', `${example.wordy} → ${example.concise}`, example.evidence?.quote),
    ),
    ...statements('strength', analysis.overallScore.strengths),
    ...statements('weakness', analysis.overallScore.weaknesses),
    ...statements('ats-issue', analysis.atsFriendliness.criticalIssues),
    ...statements('red-flag', analysis.firstImpression.redFlags),
    ...statements('contact-issue', analysis.professionalPresentation.contactIssues),
    ...statements('improvement', [
      ...analysis.criticalImprovements.immediate,
      ...analysis.criticalImprovements.contentUpgrades,
    ]),
  ];
}

function finding(
  set: WritingSet,
  document: string,
  text: string,
  kind: string,
  statement: string,
  quote = '',
): CurrentWritingFinding {
  const start = quote === '' ? -1 : text.indexOf(quote);
  return { set, document, kind, statement, quote, at: start < 0 ? null : [start, start + quote.length] };
}

/** The findings of one set on the named documents. */
export async function currentWritingFindings(
  set: WritingSet,
  documents: Iterable<string>,
): Promise<AnalysedDocument[]> {
  const wanted = new Set(documents);
  const analysed = set === 'cv' ? await cvFindings(wanted) : await essayFindings(wanted);
  return analysed.map((document) => ({
    ...document,
    findings: document.findings.filter((item) => item.set === set),
  }));
}
