import type {
  BeforeAfterExample,
  CvAnalysis,
  CvParameters,
  DetectedOccupation,
  EngineInfo,
  WeakExample,
} from '@doclens/api';
import type { DocumentText } from '../../text/document-text';
import { evidenceFrom } from '../../text/evidence';
import { countWords } from '../../text/words';
import { countOf, listOf } from '../wording';
import { atsFriendliness, criticalAtsFixes } from './ats-checks';
import { checkedRewrite } from './checked-rewrite';
import { industryAlignment, skillsAnalysis } from './cv-alignment';
import { type CvFacts, gatherCvFacts } from './cv-facts';
import { firstImpression, modernFormatting, professionalPresentation, professionalSummary } from './cv-presentation';
import { cvScoreFactors } from './cv-score-factors';
import { completenessScore, impactScore, overallCvScore, writingScore } from './cv-scores';
import { dutyLines, NO_SUMMARY, noMeasuredResults, saidOnce } from './cv-statements';
import { cvWritingQuality } from './cv-writing';
import { actionVerbsAreStrength, dutyPhrasesOf, isStockDutyPhrase } from './experience-statements';
import { matchKeywords } from './keyword-match';
import { actionKey } from './line-key';
import { addNumbersAdvice, asksForNumbers, resultKinds } from './number-advice';
import { detectOccupation } from './occupation-detection';
import { OCCUPATIONS } from './occupation-taxonomy';
import { isWholeStatement } from './whole-statement';

const MAX_EXAMPLES = 3;

export async function analyzeCv(text: DocumentText, parameters: CvParameters, engine: EngineInfo): Promise<CvAnalysis> {
  const facts = gatherCvFacts(text, parameters);
  const atsInput = {
    sections: facts.sections,
    contact: facts.contact,
    wordCount: facts.wordCount,
    hasDates: facts.hasDates,
    unusualCharacters: facts.unusualCharacters,
    layout: facts.layout,
    lengthLimit: facts.wordLimit,
  };
  const ats = atsFriendliness(atsInput);
  const writing = await cvWritingQuality(facts.lines, facts.statements, facts.statementSpans, facts.skillLines);
  const impact = impactScore(facts.statements);
  const completeness = completenessScore(facts);
  const writingPoints = writingScore(writing);
  const score = overallCvScore({ ats, impact, writing: writingPoints, completeness });
  const potential = overallCvScore({
    ats,
    impact: impactScore(facts.statements.map((s) => (s.genericDuty ? { ...s, quantified: true, actionLed: true } : s))),
    writing: writingPoints,
    completeness,
  });

  const quantified = facts.statements.filter((s) => s.quantified);
  // Results in a summary or a highlights list count as much as a bullet's.
  const results = facts.figures.results;
  const generic = facts.statements.filter((s) => s.genericDuty);
  // Bullets run together make one line of several duty statements: each is counted, as the reader sees it.
  const dutyCount = dutyPhrasesOf(generic).length;
  const weakExamples = await weakExamplesOf(facts);
  const skills = skillsAnalysis(facts);
  const summary = professionalSummary(facts);
  const strengths = [
    // One figure is true but no strength to praise.
    ...(results >= 2 ? [`${countOf(results, 'quantified achievement')}.`] : []),
    // Counted, since many CVs lead some lines with a verb and others with "Responsible for".
    ...(actionVerbsAreStrength(facts.statements)
      ? [
          `${facts.statements.filter((s) => s.actionLed).length} of ${countOf(facts.statements.length, 'line')} lead with an action verb.`,
        ]
      : []),
    ...(ats.atsCompatible ? ['Readable by applicant tracking systems.'] : []),
    ...(summary.quality === 'strong' ? ['A concrete professional summary.'] : []),
  ];
  const presentation = professionalPresentation(facts);
  const impression = firstImpression(facts);
  // The lists a reader sees in this order on the page (parsing problems first, then the first
  // impression, the weaknesses and the contact details): each concern is said in the first only.
  const [criticalIssues = [], redFlags = [], weaknesses = [], contactIssues = []] = saidOnce([
    ats.criticalIssues,
    impression.redFlags,
    [
      ...(generic.length > 0 ? [dutyLines(dutyPhrasesOf(generic))] : []),
      ...(facts.showsMeasuredResult ? [] : [noMeasuredResults(facts.figures)]),
      ...(summary.quality === 'missing' ? [NO_SUMMARY] : []),
      ...writing.toneIssues,
    ],
    presentation.contactIssues,
  ]);
  const mostImportant = [...criticalIssues, ...redFlags, ...weaknesses][0];
  const ratio = facts.statements.length === 0 ? 0 : quantified.length / facts.statements.length;
  // With a target the reader has said what the CV is for; without one, say what it reads as.
  const occupation = hasTarget(parameters) ? undefined : detectOccupation(facts.lines);

  return {
    documentType: 'cv',
    summary: [
      `${facts.voice.cv} scores ${score}/100 (ATS ${ats.atsScore}/100)${parameters.targetJob ? ` for “${parameters.targetJob}”` : ''}.`,
      `Sections found: ${listOf([...new Set(facts.sections.map((s) => s.name))]) || 'none recognised'}.`,
      `${listOf([
        countOf(results, 'quantified achievement'),
        // Sizes and counts are figures too: the count of numbers given leaves none out.
        ...(facts.figures.sizedLines > 0
          ? [`${countOf(facts.figures.sizedLines, 'line')} giving sizes or counts`]
          : []),
        countOf(dutyCount, 'duty-style line'),
      ])} among ${countOf(facts.statements.length, 'experience line')}.`,
      facts.keywords.basis === 'target'
        ? `Keyword match with the target: ${Math.round(facts.keywords.fraction * 100)}%.`
        : 'No target job given: keyword match is measured between listed skills and experience.',
    ],
    analysisParameters: parameters,
    engine,
    overallScore: {
      score,
      feedback:
        mostImportant === undefined
          ? `${facts.voice.cv} is in good shape: clear structure and evidence of results.`
          : `${facts.voice.cv} scores ${score}/100. The most important fix: ${mostImportant}`,
      strengths,
      weaknesses,
      factors: cvScoreFactors(facts, { ats, impact, writing, writingPoints, completeness }),
    },
    atsFriendliness: { ...ats, criticalIssues },
    firstImpression: { ...impression, redFlags },
    modernFormatting: modernFormatting(facts),
    professionalSummary: summary,
    professionalPresentation: { ...presentation, contactIssues },
    skillsAnalysis: skills,
    experienceAnalysis: {
      quantifiedAchievements: results,
      genericDuties: dutyCount,
      achievementRatio: ratio,
      rating: ratio >= 0.5 ? 'excellent' : ratio >= 0.3 ? 'good' : ratio >= 0.15 ? 'fair' : 'poor',
      feedback:
        facts.statements.length === 0
          ? 'No lines describing work were found.'
          : `${Math.round(ratio * 100)}% of the experience lines show a measurable result.`,
      weakExamples,
      strongExamples: quantified
        .filter((s) => s.actionLed)
        .slice(0, MAX_EXAMPLES)
        .map((s) => {
          const evidence = evidenceFrom(s.line);
          return { text: evidence.quote, evidence };
        }),
    },
    writingQuality: writing,
    jobSpecificSummary: jobSpecificSummary(facts, occupation),
    competitiveAnalysis: {
      marketPosition: `From this document alone (no market data): ${score >= 75 ? 'well prepared, with clear structure and evidence of impact' : score >= 50 ? 'solid, with gaps that other applicants may not have' : 'needs work before it competes well'}.`,
      strengthsVsCompetition: strengths,
      weaknessesVsCompetition: weaknesses,
      differentiationLevel: results >= 5 && writing.usesActiveVoice ? 'high' : results >= 2 ? 'moderate' : 'low',
      improvementImpact:
        generic.length > 0
          ? `Turning the ${countOf(dutyCount, 'duty-style line')} into measurable results would raise the score from ${score} to about ${potential}.`
          : 'The largest gains now come from tailoring keywords to each job applied for.',
    },
    industryAlignment: industryAlignment(facts),
    criticalImprovements: {
      // What to do first, as actions: the fixes of the problems that stop a parser reading the CV.
      immediate: criticalAtsFixes(atsInput),
      contentUpgrades: [
        ...(generic.length > 0
          ? [
              // Pointing to examples the page does not show would send the reader looking for nothing.
              weakExamples.length > 0
                ? 'Rewrite duty-style lines as results (see the before and after examples).'
                : 'Rewrite duty-style lines as results: what changed because of the work.',
            ]
          : []),
        ...(summary.quality === 'missing' || summary.quality === 'weak' ? [summary.feedback] : []),
        ...(asksForNumbers(facts) ? [addNumbersAdvice(facts)] : []),
      ],
      strategicChanges: [
        ...(facts.keywords.basis === 'target' && skills.missingKeySkills.length > 0
          ? [`Tailor the CV to the target: ${skills.feedback}`]
          : []),
        ...(presentation.lengthAppropriate ? [] : ['Cut older or less relevant roles to fit the usual length.']),
      ],
      industrySpecific: parameters.industry
        ? [`Use the vocabulary of the ${parameters.industry} industry where it honestly describes the work.`]
        : [],
    },
    beforeAfterExamples: beforeAfterExamples(weakExamples, writing.wordyExamples),
    ...(occupation ? { detectedOccupation: occupation } : {}),
  };
}

function hasTarget(parameters: CvParameters): boolean {
  return Boolean(parameters.targetJob || parameters.industry);
}

/**
 * Duty lines with a rewrite that reads better and passes the grammar check, each line once
 * (a CV repeating a line under two roles would otherwise show the same action twice).
 */
async function weakExamplesOf(facts: CvFacts): Promise<WeakExample[]> {
  const examples: WeakExample[] = [];
  const seen = new Set<string>();
  // Lines of stock duty phrases ("Responsible for…") first: the clearest duties to rewrite.
  const duties = facts.statements.filter((s) => s.genericDuty);
  const stockFirst = [
    ...duties.filter((s) => s.dutyPhrases.some(isStockDutyPhrase)),
    ...duties.filter((s) => !s.dutyPhrases.some(isStockDutyPhrase)),
  ];
  for (const statement of stockFirst) {
    if (examples.length >= MAX_EXAMPLES) break;
    const evidence = evidenceFrom(statement.line);
    const key = actionKey(evidence.quote);
    if (seen.has(key)) continue;
    seen.add(key);
    // A line quoted cut short, or itself part of a sentence, gives a rewrite that is no finished sentence.
    if (!isWholeStatement(statement.line)) continue;
    const improved = await checkedRewrite(evidence.quote);
    if (improved === undefined) continue;
    examples.push({
      original: evidence.quote,
      improved,
      explanation: `Lead with what was done, not what the job required; then add the result only the writer knows (${resultKinds(facts)}).`,
      evidence,
    });
  }
  return examples;
}

function beforeAfterExamples(
  weak: readonly WeakExample[],
  wordy: CvAnalysis['writingQuality']['wordyExamples'],
): BeforeAfterExample[] {
  return [
    ...weak.map((example) => ({
      category: 'Achievement',
      before: example.original,
      after: example.improved,
      // The rewrite changes the lead only: the result is the writer's to add, so none is claimed.
      impact: 'Leads with what was done, which a skimming reader looks for first.',
      reasoning: example.explanation,
      ...(example.evidence ? { evidence: example.evidence } : {}),
    })),
    // A line already rewritten above is not offered again for its wording.
    ...wordy
      .filter((example) => !weak.some((w) => actionKey(w.original) === actionKey(example.wordy)))
      .map((example) => ({
        category: 'Conciseness',
        before: example.wordy,
        after: example.concise,
        ...concisenessClaim(example.wordy, example.concise),
        ...(example.evidence ? { evidence: example.evidence } : {}),
      })),
  ].slice(0, MAX_EXAMPLES * 2);
}

function jobSpecificSummary(facts: CvFacts, occupation: DetectedOccupation | undefined): string[] {
  const { keywords, parameters } = facts;
  if (keywords.basis === 'target') {
    return [
      `For “${parameters.targetJob ?? parameters.industry}”: ${keywords.matched.length} of ${keywords.terms.length} key terms appear.`,
      ...(keywords.matched.length > 0 ? [`Shown: ${listOf(keywords.matched)}.`] : []),
      ...(keywords.missing.length > 0 ? [`Not shown: ${listOf(keywords.missing)}.`] : []),
    ];
  }
  return [
    'No target job was given; add one to see how well the CV fits it.',
    ...occupationSummary(facts, occupation),
    `${countOf(facts.skills.length, 'skill')} listed, ${Math.round(keywords.fraction * 100)}% of them backed up by the experience described.`,
  ];
}

/** What the detected occupation's postings usually ask for, and which of it the CV shows. */
function occupationSummary(facts: CvFacts, detected: DetectedOccupation | undefined): string[] {
  const occupation = OCCUPATIONS.find((entry) => entry.category === detected?.category);
  if (!detected || !occupation) return ['The CV does not clearly read as one occupation.'];
  const skills = matchKeywords(occupation.keySkills, facts.lines);
  const source = detected.evidence ? ` (from “${detected.evidence.quote}”)` : '';
  return [
    `The CV reads as one in ${occupation.label.toLowerCase()}${source}.`,
    ...(skills.missing.length > 0
      ? [`Key skills of ${occupation.label.toLowerCase()} postings not shown: ${listOf(skills.missing.slice(0, 6))}.`]
      : []),
  ];
}

/** What a wording change does: fewer words only when it has fewer ("utilized" → "used" is a plainer word). */
function concisenessClaim(before: string, after: string): { impact: string; reasoning: string } {
  return countWords(after) < countWords(before)
    ? { impact: 'Says the same in fewer words.', reasoning: 'Filler phrases slow a reader who is skimming.' }
    : { impact: 'Says the same in a plainer word.', reasoning: 'Plain words are read faster than formal ones.' };
}
