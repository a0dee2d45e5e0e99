import type { FirstImpression, ModernFormatting, ProfessionalPresentation, ProfessionalSummary } from '@doclens/api';
import { evidenceFrom } from '../../text/evidence';
import { matchesOf } from '../../text/pattern-matches';
import { countWords } from '../../text/words';
import { weightedScore } from '../score';
import { countOf, listOf } from '../wording';
import { startsWithActionVerb } from './action-verbs';
import { isProfessionalEmail } from './contact-info';
import type { CvFacts } from './cv-facts';
import { MIN_CV_WORDS, readingTime } from './cv-length';
import {
  dutiesAreRedFlag,
  dutyLines,
  longerThanUsual,
  NO_EMAIL,
  NO_PHONE,
  NO_SUMMARY,
  noMeasuredResults,
} from './cv-statements';
import { dutyPhrasesOf, leadsWithActionVerbs } from './experience-statements';
import { FIRST_PERSON } from './first-person';
import { fillerLeftIn } from './keyboard-filler';
import { printedTwice } from './repeated-blocks';
import { placeholdersLeftIn } from './template-placeholders';
import { isEarlyCareer } from './writer-stage';

const SUMMARY_WORDS: readonly [min: number, max: number] = [30, 100];
/** A figure, or years counted in words ("six years"): "several years" counts nothing. */
const SUMMARY_EVIDENCE =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s+(?:\p{L}+\s+)?years?\b/iu;
/**
 * An objective asks for a job ("To obtain a position…", "…now seeking a role in any…"), at the
 * opening or after it, or in the older style states what the writer wants from one ("A challenging
 * position where I can…", "To utilize my skills in…", "…that offers room for growth", "Looking for
 * opportunities…"): what the writer wants, not evidence of what they have done.
 */
const OBJECTIVE =
  /^(?:to\s+(?:obtain|secure|gain|find|get|join|pursue|work|utili[sz]e|use|apply|contribute|build|grow|become|be\s+part|enhance|expand|leverage|start|begin|launch)|seeking|looking\s+for|i\s+am\s+looking\s+for)\b|^(?:a|an)\s+(?:\p{L}+\s+){0,2}(?:position|role|job|career|opportunity|post)\b|\b(?:seeking|looking\s+for|to\s+(?:obtain|secure|gain|find|get))\s+(?:a|an|any)\s+(?:\p{L}+\s+){0,3}(?:position|role|job|post|opportunity|career)\b|\bany\s+(?:position|role|job)\b|\bwhere\s+i\s+can\s+(?:utili[sz]e|use|apply|grow|contribute|develop|learn)\b|\b(?:room|opportunit(?:y|ies)|chances?)\s+(?:for|to)\s+(?:growth|grow|advance(?:ment)?|learn)\b|\b(?:seeking|looking\s+for)\s+(?:new\s+)?(?:opportunities|openings|positions|roles)\b/iu;
/** A heading that names the opening an objective. */
const OBJECTIVE_HEADING = /\bobjective\b|\bcareer\s+goals?\b/iu;
/** A summary told as "I" and "my" more than once reads as a letter, however many years it gives. */
const FIRST_PERSON_LIMIT = 1;
const DENSE_LINE_CHARACTERS = 150;
/** Stock praise a writer gives themselves ("dedicated", "strong work ethic"): it stands where evidence should. */
const CLICHE_SOURCE =
  'hard[\\s-]?work(?:ing|er)|self[\\s-]driven|results?[\\s-]oriented|results?[\\s-]driven|detail[\\s-]oriented|team\\s+player|self[\\s-]starter|go[\\s-]getter|dynamic|motivated|passionate|think\\s+outside\\s+the\\s+box|proven\\s+track\\s+record|excellent\\s+communication\\s+skills|synergy|highly\\s+organi[sz]ed|energetic|dedicated|enthusiastic|strong\\s+work\\s+ethics?|great\\s+attitude';
const CLICHES = new RegExp(`\\b(?:${CLICHE_SOURCE})\\b`, 'giu');
const CLICHE_TEST = new RegExp(`\\b(?:${CLICHE_SOURCE})\\b`, 'iu');
const MAX_CLICHES = 2;
const TOP_SHARE = 0.3;

export function professionalSummary(facts: CvFacts): ProfessionalSummary {
  const lines = facts.summaryLines;
  const first = lines[0];
  if (!first) {
    return {
      quality: 'missing',
      wordCount: 0,
      lengthAssessment: 'No summary or profile section was found.',
      feedback: `Add a 2–4 line summary at the top saying who ${facts.voice.who === 'you' ? 'you are' : 'the candidate is'}, the role targeted and the strongest evidence.`,
    };
  }
  const text = lines.map((line) => line.text).join(' ');
  const wordCount = countWords(text);
  const [min, max] = SUMMARY_WORDS;
  const goodLength = wordCount >= min && wordCount <= max;
  const specific = SUMMARY_EVIDENCE.test(text);
  const cliches = [...new Set([...matchesOf(CLICHES, text)].map((match) => match[0].toLowerCase()))];
  // Stock phrases take the place of evidence; several of them weaken an otherwise sound summary.
  const padded = cliches.length >= MAX_CLICHES;
  const heading = facts.sections.find((section) => section.name === 'summary')?.heading.text ?? '';
  const objective = OBJECTIVE.test(text.trim()) || OBJECTIVE_HEADING.test(heading);
  const personal = [...matchesOf(FIRST_PERSON, text)].length > FIRST_PERSON_LIMIT;
  const quality =
    goodLength && specific && !padded && !objective && !personal
      ? 'strong'
      : goodLength || specific
        ? 'adequate'
        : 'weak';
  const clicheLine = lines.find((line) => CLICHE_TEST.test(line.text));
  return {
    quality,
    wordCount,
    lengthAssessment: `${countOf(wordCount, 'word')}; ${min}–${max} words reads well at a glance.${wordCount < min ? ' It is on the short side.' : wordCount > max ? ' It is long.' : ''}`,
    feedback: [
      // An employer reads the opening for what the writer offers; an objective tells what they want.
      ...(objective
        ? ['The opening is an objective (the job wanted); a summary of what is offered reads stronger.']
        : []),
      specific
        ? 'The summary gives concrete detail (years, numbers).'
        : isEarlyCareer(facts)
          ? 'Make the summary concrete: what was studied, the role sought and one thing done (a project, placement or award).'
          : 'Make the summary concrete: years of experience, a specialism, one measurable result.',
      ...(cliches.length > 0
        ? [`Replace stock phrases (${listOf(cliches.map((cliche) => `“${cliche}”`))}) with the work that shows them.`]
        : []),
    ].join(' '),
    evidence: evidenceFrom(padded && clicheLine ? clicheLine : first),
  };
}

export function professionalPresentation(facts: CvFacts): ProfessionalPresentation {
  const { email, phone, linkedIn } = facts.contact;
  const tooShort = facts.wordCount < MIN_CV_WORDS;
  const lengthAppropriate = !tooShort && facts.wordCount <= facts.wordLimit;
  const contactIssues = [
    ...(email ? [] : [NO_EMAIL]),
    ...(phone ? [] : [NO_PHONE]),
    ...(linkedIn ? [] : ['No LinkedIn profile link found.']),
    ...(email && !isProfessionalEmail(email)
      ? [`The address “${email}” may look unprofessional; use one based on your name.`]
      : []),
    ...(tooShort ? [`Only ${countOf(facts.wordCount, 'word')}: too little to show the experience.`] : []),
    ...(facts.wordCount > facts.wordLimit ? [longerThanUsual(facts.wordCount, facts.wordLimit)] : []),
  ];
  return {
    contactInfoComplete: email !== undefined && phone !== undefined,
    professionalEmail: email !== undefined && isProfessionalEmail(email),
    linkedInPresent: linkedIn !== undefined,
    lengthAppropriate,
    contactIssues,
  };
}

export function modernFormatting(facts: CvFacts): ModernFormatting {
  const headings = [...new Set(facts.sections.map((section) => section.name))];
  const dense = facts.lines.filter((line) => line.text.length > DENSE_LINE_CHARACTERS).length;
  const capitals = facts.lines.filter(
    (line) => countWords(line.text) >= 4 && line.text === line.text.toUpperCase(),
  ).length;
  const visualHierarchy =
    headings.length >= 3
      ? `Clear sections: ${listOf(headings)}.`
      : headings.length > 0
        ? `Only ${countOf(headings.length, 'recognised section')} (${listOf(headings)}); add standard headings.`
        : 'No recognised section headings; the reader cannot scan by section.';
  const whitespaceUsage =
    dense === 0
      ? 'Lines are short and scannable.'
      : `${countOf(dense, 'line')} over ${DENSE_LINE_CHARACTERS} characters read as dense blocks; break them into bullets.`;
  const typography =
    capitals > 2
      ? `${countOf(capitals, 'line')} set entirely in capitals; keep capitals for headings.`
      : 'Fonts are not visible in extracted text; the text itself uses capitals sparingly.';
  return {
    visualHierarchy,
    whitespaceUsage,
    typography,
    overallAssessment:
      headings.length >= 3 && dense === 0 ? 'Well structured for quick reading.' : 'Structure could be easier to scan.',
  };
}

export function firstImpression(facts: CvFacts): FirstImpression {
  const top = facts.lines.slice(0, Math.max(5, Math.ceil(facts.lines.length * TOP_SHARE)));
  const topActionLines = top.filter((line) => startsWithActionVerb(line.text)).length;
  const quantified = facts.figures.results;
  const generic = facts.statements.filter((statement) => statement.genericDuty);
  const lengthOk = facts.wordCount <= facts.wordLimit;
  const positiveElements = [
    ...(facts.summaryLines.length > 0 ? ['Opens with a summary.'] : []),
    // Verbs at the top count only where the lines as a whole lead with them (one measure for both).
    ...(topActionLines > 0 && leadsWithActionVerbs(facts.statements) ? ['Action verbs appear early.'] : []),
    ...(quantified > 0 ? [`${countOf(quantified, 'measurable result')} to catch the eye.`] : []),
    ...(facts.contact.email ? ['Contact details are easy to find.'] : []),
  ];
  const redFlags = [
    ...(facts.contact.email ? [] : [NO_EMAIL]),
    ...(facts.placeholders.length > 0 ? [placeholdersLeftIn(facts.placeholders)] : []),
    ...(facts.fillerLines.length > 0 ? [fillerLeftIn(facts.fillerLines)] : []),
    ...(facts.repeatedBlock ? [printedTwice(facts.repeatedBlock)] : []),
    ...(facts.summaryLines.length > 0 ? [] : [NO_SUMMARY]),
    ...(facts.showsMeasuredResult ? [] : [noMeasuredResults(facts.figures)]),
    ...(dutiesAreRedFlag(dutyPhrasesOf(generic).length, quantified) ? [dutyLines(dutyPhrasesOf(generic))] : []),
    ...(lengthOk ? [] : [longerThanUsual(facts.wordCount, facts.wordLimit)]),
  ];
  const score = weightedScore([
    [facts.summaryLines.length > 0 ? 100 : 30, 0.25],
    [topActionLines > 0 ? 100 : 40, 0.25],
    [quantified > 0 ? Math.min(100, 50 + quantified * 10) : 20, 0.25],
    [lengthOk ? 100 : 50, 0.15],
    [facts.contact.email ? 100 : 0, 0.1],
  ]);
  return {
    score,
    readabilityTime: readingTime(facts.wordCount),
    feedback:
      redFlags.length === 0
        ? `${facts.voice.cv} makes a strong first impression: clear summary, results up front.`
        : `${facts.voice.cv} would make a stronger first impression after fixing this: ${redFlags[0]}`,
    positiveElements,
    redFlags,
  };
}
