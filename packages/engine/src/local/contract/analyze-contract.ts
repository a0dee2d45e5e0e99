import type { ContractAnalysis, ContractParameters, EngineInfo } from '@doclens/api';
import type { DocumentText } from '../../text/document-text';
import type { Sentence } from '../../text/sentences';
import { listOf } from '../wording';
import { withFittingAdvice } from './advice-fit';
import { detectClauses, missingClauseRules } from './clause-detection';
import { readsAsItsTopic } from './clause-grounding';
import { clauseList } from './clause-list';
import { mentionsTopicOf } from './clause-mentions';
import {
  concernsTheReader,
  type OrientedClause,
  orientClause,
  type ReaderPosition,
  readerPosition,
  withAnswersElsewhere,
  withOwerNamedElsewhere,
  withReciprocity,
  withSectionMutuality,
} from './clause-orientation';
import { CLAUSE_RULES } from './clause-rules';
import { withTheSectionsOtherParties } from './clause-section';
import { expectedButAbsent } from './contract-checklists';
import { inconsistentTerms } from './contract-consistency';
import { findingsInContext, topicsAsked, unansweredTopicFindings } from './contract-context';
import { contractFacts } from './contract-facts';
import { contractKindOf, withArticle } from './contract-kind';
import { readerPartyWithReason } from './contract-parties';
import { contractProvisions } from './contract-provisions';
import { contractRecommendations } from './contract-recommendations';
import { sideOf } from './contract-roles';
import { contractSummary } from './contract-summary';
import { asPossiblyIncorporated, incorporatedDocumentsNotInFile } from './incorporated-terms';
import { industryContextFor } from './industry-context';
import { partiesInOneGroup } from './intra-group';
import { type ContractFinding, findingForClause, findingForMissingClause } from './key-findings';
import { findKeyTerms } from './key-terms';
import { withOtherLawChosen } from './other-law-chosen';
import { assessOverallRisk, withListedFindings } from './overall-risk';
import { withWholeSentence } from './sentence-pieces';
import { operativePartStart, statesAClause } from './sentence-role';
import { withWarrantyRemedyHolder } from './warranty-remedy-holder';

/** Missing clauses are only reported for documents that read like contracts. */
const MIN_CLAUSE_TYPES_FOR_MISSING = 2;

export function analyzeContract(
  text: DocumentText,
  parameters: ContractParameters,
  engine: EngineInfo,
): ContractAnalysis {
  const { role } = parameters;
  // Which party the reader is decides, sentence by sentence, whose promise a clause is.
  const kind = contractKindOf(text.sentences);
  const position = {
    ...readerPosition(text.pages, parameters),
    addresseeMayBeReader: addresseeMayBeReader(kind.id, role, text.sentences),
  };
  // A clause found in a piece of a sentence that PDF spacing split is read and quoted whole.
  const clauses = detectClauses(text.sentences, CLAUSE_RULES, role, undefined, text.pages)
    .map((detected) =>
      withAnswersElsewhere(
        withSectionMutuality(
          withReciprocity(
            withWarrantyRemedyHolder(
              withOwerNamedElsewhere(
                withOtherLawChosen(
                  orientClause(withWholeSentence(detected, text.sentences, text.pages), position),
                  text.sentences,
                ),
                text.sentences,
                position,
              ),
              text.sentences,
              text.pages,
              position,
            ),
            text.sentences,
            position,
          ),
          text.sentences,
          text.pages,
          position,
        ),
        text.sentences,
        position,
      ),
    )
    .filter(concernsTheReader);
  const found = new Set(clauses.map((clause) => clause.rule.id));
  // What a contract lacks depends on its kind; an amendment, attachment or fragment leaves the
  // clauses it does not hold to another document, so none of them is missing.
  // "No … clause" is a claim about the whole text: a topic the contract deals with anywhere is not missing.
  const absent = missingClauseRules(CLAUSE_RULES, clauses).filter((rule) => !mentionsTopicOf(rule.id, text.sentences));
  const expected =
    found.size >= MIN_CLAUSE_TYPES_FOR_MISSING && kind.form === 'agreement'
      ? expectedButAbsent(kind.id, new Set(absent.map((rule) => rule.id)), clauses, {
          oneGroup: partiesInOneGroup(text.sentences, position.parties),
          readerSide: position.side,
          text: text.sentences.map((sentence) => sentence.text).join('\n'),
        })
      : [];
  // Terms taken from a document the file does not hold may contain what is not found here.
  const incorporated =
    expected.length > 0 ? incorporatedDocumentsNotInFile(text.sentences, text.pages, kind.title) : [];
  const missing = expected.flatMap(({ clause, why, change, finding: headline, level }) => {
    const rule = absent.find((candidate) => candidate.id === clause);
    const finding =
      rule &&
      findingForMissingClause(rule, role, position.side, {
        kindLabel: withArticle(kind.label),
        why,
        change,
        finding: headline,
        level,
      });
    return finding ? [asPossiblyIncorporated(finding, incorporated)] : [];
  });
  const readerNames = readerNamesOf(position);
  // What the whole contract provides, read once: every piece of advice is checked against it.
  const provisions = contractProvisions({
    sentences: text.sentences,
    pages: text.pages,
    kind,
    clauses,
    readerNames,
  });
  const findings: ContractFinding[] = [
    ...clauses
      .filter((clause) => readsAsItsTopic(clause, text.sentences))
      .map((clause) =>
        withFittingAdvice(findingForClause(clause, role, text.pages), clause.sentence.text, {
          kind,
          sentences: text.sentences,
          clauses,
          readerSide: position.side,
          readerRole: role,
          readerPlaces: position.readerPlaces,
          readerNames,
          provisions,
        }),
      ),
    ...missing,
    ...inconsistentTerms(text.sentences, text.pages, role),
  ].sort((a, b) => b.finding.score - a.finding.score);

  // A topic the user asked about that the contract is silent on is counted where it is listed, not scored.
  const risk = withListedFindings(
    assessOverallRisk(findings),
    unansweredTopicFindings(findings, parameters.contractContext, text),
  );
  const facts = contractFacts(text.sentences);
  const governingLaw = facts.find((fact) => fact.category === 'Governing Law')?.value;

  // The clauses the user asked about come first and are called out; the risk score does not change.
  const shown = findingsInContext(findings, parameters.contractContext, text);
  const asked = topicsAsked(parameters.contractContext).map((topic) => topic.label);

  return {
    documentType: 'contract',
    summary: [
      ...contractSummary({
        kind,
        role,
        reader: readerPartyWithReason(position.parties, role, parameters.party),
        parties: position.parties,
        risk,
        findings,
        clauseTypesFound: found.size,
        governingLaw,
        pageCount: text.pages.length,
      }),
      ...(asked.length > 0 ? [`You asked about ${listOf(asked)}: those findings come first.`] : []),
    ],
    analysisParameters: parameters,
    engine,
    riskAssessment: risk,
    risks: shown.map(({ finding, headline }) => ({
      finding: `${finding.title}: ${headline}`,
      level: finding.type,
      ...(finding.evidence ? { evidence: finding.evidence } : {}),
    })),
    keyFindings: shown.map(({ finding }) => finding),
    keyTerms: findKeyTerms(text.sentences),
    industryContext: industryContextFor(kind, clauses),
    recommendations: contractRecommendations(findings, clauses, role, governingLaw),
    clauses: [
      ...facts,
      ...clauseList(
        listedClauses(clauses, text.sentences).map((clause) =>
          withTheSectionsOtherParties(clause, text.sentences, text.pages),
        ),
      ).filter((clause) => !facts.some((fact) => fact.category === clause.category)),
    ],
  };
}

/**
 * The clauses the list shows: those whose best sentence states a clause. One found only in a
 * definition, a recital, a survival list, a contents line or a heading is not listed as present,
 * since its quote would be about something else.
 */
function listedClauses(clauses: readonly OrientedClause[], sentences: DocumentText['sentences']): OrientedClause[] {
  const operativeStart = operativePartStart(sentences);
  return clauses.filter((clause) => statesAClause(clause.rule, clause.sentence, operativeStart));
}

/** The reader's party's name and aliases, for advice that reads sentences naming it. */
function readerNamesOf({ parties, reader }: ReaderPosition): readonly string[] {
  const party = reader === undefined ? undefined : parties[reader];
  return party ? [party.name, ...party.aliases] : [];
}

// Documents that speak to the person engaged to do the work as "you".
const ADDRESSING_THE_ENGAGED = new Set(['employment', 'employee-ip', 'consulting']);
// Whatever its title, a letter that employs or engages "you" speaks to the one doing the work.
const YOU_ENGAGED =
  /\b(?:offer(?:s|ing)?\s+you\s+(?:employment|the\s+(?:position|role|job)|a\s+(?:position|role|job))|your\s+(?:employment|salary|wages)|you\s+will\s+be\s+employed)\b/iu;

/** A job or consultancy letter's "you" is the one engaged; a reader on the receiving side is the other party. */
function addresseeMayBeReader(
  kindId: string,
  role: ContractParameters['role'],
  sentences: readonly Sentence[],
): boolean {
  if (sideOf(role) !== 'recipient') return true;
  return !ADDRESSING_THE_ENGAGED.has(kindId) && !sentences.some((sentence) => YOU_ENGAGED.test(sentence.text));
}
