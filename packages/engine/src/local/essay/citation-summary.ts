import type { ArgumentClarity, CitationCheck } from '@doclens/api';
import { countOf, listOf } from '../wording';
import { type CitationFindings, hasUnattributedQuotation } from './citations';
import { type EssayKind, expectsSources } from './essay-kind';

/** Kinds whose quotations are someone else's words, not a story's dialogue. */
function quotesSources(kind: EssayKind): boolean {
  return kind !== 'narrative';
}

/** Citation quality by plagiarism risk, as the web shows it (spec part 2 §9). */
const CITATION_QUALITY = { low: 85, medium: 65, high: 35 } as const;
/** Claims without a source from which an essay asked for sources cites no better than at medium risk. */
const UNSOURCED_CLAIMS_AT_MEDIUM = 2;

/**
 * Citation quality as the grade reads it. The risk told rests on signs of copying only; the grade
 * also reads the claims left without a source, which an essay asked for sources should back.
 */
export function citationQuality(check: CitationCheck): number {
  const unbacked = check.plagiarismRisk === 'low' && check.missingCitations.length >= UNSOURCED_CLAIMS_AT_MEDIUM;
  return CITATION_QUALITY[unbacked ? 'medium' : check.plagiarismRisk];
}

/**
 * A story or a response to one text needs no source list: no plagiarism warning is raised for them
 * (dialogue and quoted lines of the text read are not borrowed work). A letter or a response is not
 * graded on sources either, but a figure or a study it reports without saying where it comes from
 * ("70% of children …") is still listed, so that it is never said to have no unsourced claim. A
 * story's figures ("I scored 90%") are events of the story, not claims.
 */
export function sourcedOnlyWhereExpected(findings: CitationFindings, kind: EssayKind): CitationFindings {
  if (expectsSources(kind)) return findings;
  const missingCitations =
    kind === 'narrative'
      ? []
      : findings.check.missingCitations.filter((claim) => !hasUnattributedQuotation(claim.text));
  return { ...findings, check: { ...findings.check, plagiarismRisk: 'low', missingCitations } };
}

/**
 * A response citing its text by paragraph or line has citations, though no author-and-year style.
 * Only a response reads one text; elsewhere "in paragraph 2" is the writer's own paragraph. A story
 * or a letter that cites nothing is told nothing of citations (empty): it was not asked for any.
 */
export function citationSummary(findings: CitationFindings, kind: EssayKind): string {
  const { check, inTextCount, textReferenceCount, namedSourceCount, bracketedCount, quotationCount } = findings;
  // A response's quotations are the words of the text it answers: it cites that text by quoting it.
  const responding = kind === 'source-response';
  // Elsewhere a page or paragraph in brackets ("(p. 4)") still points to a source, and a quotation
  // outside a story's dialogue is someone else's words: both are counted, never "none found".
  const bracketedPages = findings.parentheticalReferenceCount;
  const references = listOf(
    [
      responding && textReferenceCount > 0
        ? countOf(
            textReferenceCount,
            'reference to a page, paragraph or line',
            'references to pages, paragraphs or lines',
          )
        : !responding && bracketedPages > 0
          ? countOf(
              bracketedPages,
              'page or paragraph reference in brackets',
              'page or paragraph references in brackets',
            )
          : '',
      !responding && findings.numberedReferenceCount > 0
        ? countOf(
            findings.numberedReferenceCount,
            'numbered paragraph or page of a source named',
            'numbered paragraphs or pages of a source named',
          )
        : '',
      (responding || quotesSources(kind)) && quotationCount > 0 ? countOf(quotationCount, 'quotation') : '',
    ].filter(Boolean),
  );
  // Naming the author or adding "[2]" cites a source, though in no formal style. A response's
  // "the narrator says" points to the one text it reads, not to a further source.
  const named = responding
    ? countOf(
        namedSourceCount,
        'passage attributed to the text or its author',
        'passages attributed to the text or its author',
      )
    : // "The author said" attributes words to a source without naming it: no name is claimed.
      countOf(namedSourceCount, 'passage attributed to a source', 'passages attributed to a source');
  const informal = listOf(
    [
      namedSourceCount > 0 ? named : '',
      // "(Marlow)" after a paraphrase cites the author of what it says, as a student cites the text read.
      findings.bracketedAuthorCount > 0
        ? countOf(
            findings.bracketedAuthorCount,
            'citation of the author in brackets',
            'citations of the author in brackets',
          )
        : '',
      bracketedCount > findings.bracketedAuthorCount
        ? countOf(bracketedCount - findings.bracketedAuthorCount, 'bracketed reference')
        : '',
    ].filter(Boolean),
  );
  const extra = listOf([references, informal].filter(Boolean));
  // A story or a letter uses no sources: nothing is said of citations unless it cites something.
  if (check.citationStyle === 'none' && !extra && !expectsSources(kind) && !responding) return '';
  if (check.citationStyle !== 'none')
    return `Citations: ${check.citationStyle} style, ${countOf(inTextCount, 'in-text citation')}${extra ? ` and ${extra}` : ''}.`;
  if (informal) return `Citations: no formal style; ${extra}.`;
  // "None found" only where nothing is quoted or pointed to: a story's quotation may be a line of the
  // text it retells, and a claim of none beside it would be false.
  return `Citations: ${references ? (responding ? `${references} of the text read` : `no formal style; ${references}`) : quotationCount > 0 ? 'no source cited in a formal style' : 'none found'}.`;
}

/**
 * Whether the text cites anything, as the citations line counts it: "in the first paragraph" points
 * to a text read only in a response; elsewhere it is the writer's own paragraph and cites nothing.
 */
export function citesSources(findings: CitationFindings, kind: EssayKind): boolean {
  const textReferences = kind === 'source-response' ? findings.textReferenceCount : 0;
  return (
    findings.check.citationStyle !== 'none' ||
    findings.inTextCount +
      textReferences +
      findings.numberedReferenceCount +
      findings.namedSourceCount +
      findings.bracketedCount >
      0
  );
}

/**
 * A response that points to the text it answers, by paragraph or line, or quotes it, uses the text
 * as rubrics for responses to reading ask: a strong point, though no part of the grade counts it.
 * Quotations already credited as explained are not credited twice.
 */
export function withTextReferences(
  argument: ArgumentClarity,
  citations: CitationFindings,
  kind: EssayKind,
): ArgumentClarity {
  if (kind !== 'source-response') return argument;
  const references = countOf(
    citations.textReferenceCount,
    'reference to a page, paragraph or line',
    'references to pages, paragraphs or lines',
  );
  // A response that is mostly one copied passage answers with the text's words, not its own: the
  // quotation is the answer, not support the writer explains, and is no strength.
  const mostlyQuoted = citations.longestQuotationWords * 2 > citations.wordCount;
  const strongPoints = mostlyQuoted
    ? argument.strongPoints.filter((point) => !point.startsWith('Quotes its evidence'))
    : argument.strongPoints;
  const quotationsCredited = strongPoints.some((point) => point.startsWith('Quotes its evidence'));
  // No "quotes no passage": quotation marks lost in a PDF or left out leave quotations that cannot be
  // told from the writer's own words, and a teacher reads them as quoted.
  return {
    ...argument,
    strongPoints: [
      ...strongPoints,
      ...(citations.textReferenceCount > 0 ? [`Points to the text it answers (${references}).`] : []),
      ...(citations.quotationCount > 0 && !quotationsCredited && !mostlyQuoted
        ? [`Supports its answer with ${countOf(citations.quotationCount, 'quotation')} from the text.`]
        : []),
    ],
  };
}

/**
 * The plagiarism risk as told: a text that quotes a source without ever saying which source it is
 * has taken words from a source this check cannot see, so the risk is not told as low. Quoting
 * properly, with the source named, cited or pointed to, is what a writer is asked to do: it never
 * raises the risk. The grade keeps reading the risk from the text's own signs, as before.
 */
export function riskAsTold(findings: CitationFindings, kind: EssayKind): CitationFindings {
  // A response quotes the text it was set, which the assignment names: its source is known. A
  // quotation given to someone in its sentence ("Dr. Ruiz states, …", "my mother said, …") has its
  // source named, though no check can see that source: only quotations no one is said to have
  // said are told as quoted without a source.
  const quotations = quotesSources(kind) && kind !== 'source-response' ? findings.unattributedQuotationCount : 0;
  const pointers = findings.parentheticalReferenceCount;
  const sourceGiven = pointers > 0 || citesSources(findings, kind);
  if (findings.check.plagiarismRisk !== 'low' || quotations === 0 || sourceGiven) return findings;
  return {
    ...findings,
    check: {
      ...findings.check,
      plagiarismRisk: 'medium',
      consistencyIssues: [
        ...findings.check.consistencyIssues,
        `It quotes a source (${countOf(quotations, 'quotation')}) without saying which: name it, so that the quoted words can be checked against it.`,
      ],
    },
  };
}
