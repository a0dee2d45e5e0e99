import { type IndustryAlignment, NO_TARGET_GIVEN, type SkillsAnalysis } from '@doclens/api';
import { countOf, listOf } from '../wording';
import { careerProgression } from './career-progression';
import type { CvFacts } from './cv-facts';
import { matchKeywords } from './keyword-match';

const MAX_MISSING = 8;

export function skillsAnalysis(facts: CvFacts): SkillsAnalysis {
  const { keywords, parameters } = facts;
  const percent = Math.round(keywords.fraction * 100);
  const target = parameters.targetJob ?? parameters.industry;
  const relevanceToRole =
    keywords.basis === 'target'
      ? `${percent}% of the key terms of “${target}” appear (${listOf(keywords.matched) || 'none'}).`
      : 'No target job was given; relevance to a role cannot be judged.';
  const industryAlignment = parameters.industry
    ? matchKeywords([parameters.industry.toLowerCase()], facts.lines).fraction > 0
      ? `The CV mentions the ${parameters.industry} industry.`
      : `The CV never names the ${parameters.industry} industry.`
    : 'No industry was given.';
  return {
    technicalSkillsCount: facts.skills.length,
    relevanceToRole,
    keywordMatchPercentage: keywords.fraction,
    industryAlignment,
    missingKeySkills: keywords.basis === 'target' ? keywords.missing.slice(0, MAX_MISSING) : [],
    feedback:
      keywords.basis === 'target'
        ? keywords.missing.length === 0
          ? 'Every key term of the target appears in the CV.'
          : `Add evidence for ${listOf(keywords.missing.slice(0, 4).map((term) => `“${term}”`))}, if true, where it fits naturally.`
        : facts.skills.length === 0
          ? 'No skills list was found; add one so that searches for your tools and abilities find you.'
          : `${percent}% of the ${countOf(facts.skills.length, 'listed skill')} are backed up by the experience described. Give a target job to measure keyword match.`,
  };
}

export function industryAlignment(facts: CvFacts): IndustryAlignment {
  const progression = careerProgression(facts.experienceLines.length > 0 ? facts.experienceLines : facts.lines);
  const target = facts.parameters.targetJob ?? facts.parameters.industry;
  // Alignment is with something: without a stated target there is no match to grade.
  if (facts.keywords.basis !== 'target' || target === undefined) {
    return {
      industryMatch: NO_TARGET_GIVEN,
      experienceRelevance: NO_TARGET_GIVEN,
      skillsAlignment: NO_TARGET_GIVEN,
      careerProgression: progression,
      feedback: `No target job was given, so industry match and relevance are not judged; give one to measure them. Career progression reads as ${progression}.`,
    };
  }
  const fraction = facts.keywords.fraction;
  const inExperience = matchKeywords(facts.keywords.terms, facts.experienceLines).fraction;
  const inSkills = matchKeywords(facts.keywords.terms, facts.skillLines).fraction;
  return {
    industryMatch: fraction >= 0.8 ? 'excellent' : fraction >= 0.6 ? 'good' : fraction >= 0.35 ? 'fair' : 'poor',
    experienceRelevance:
      inExperience >= 0.5 ? 'highly relevant' : inExperience >= 0.2 ? 'somewhat relevant' : 'not clearly relevant',
    skillsAlignment:
      inSkills >= 0.8
        ? 'perfectly aligned'
        : inSkills >= 0.5
          ? 'mostly aligned'
          : inSkills >= 0.2
            ? 'partially aligned'
            : 'not aligned',
    careerProgression: progression,
    feedback: `Judged against “${target}”. Career progression reads as ${progression}.`,
  };
}
