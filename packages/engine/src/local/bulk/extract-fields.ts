import type { ExtractedCell } from '@doclens/api';
import { evidenceFrom } from '../../text/evidence';
import { layoutOfEssay } from '../essay/essay-layout';
import { findThesis } from '../essay/thesis';
import { cvContact, cvEducation, cvExperienceYears, cvName, cvSkills, cvTitle } from './cv-fields';
import type { BulkDocument } from './document-kind';

type CellValue = Omit<ExtractedCell, 'field'>;
type Reader = (document: BulkDocument) => CellValue | undefined;

/** Contract facts the engine already reads, by the category contractFacts gives them. */
function contractFact(category: string): Reader {
  return (document) => {
    const fact = document.facts().find((candidate) => candidate.category === category);
    if (!fact?.value) return undefined;
    return { value: fact.value, citation: fact.evidence, confidence: 0.85 };
  };
}

function onlyFor(kind: BulkDocument['kind'], reader: (document: BulkDocument) => CellValue | undefined): Reader {
  return (document) => (document.kind === kind ? reader(document) : undefined);
}

const thesis: Reader = (document) => {
  const layout = layoutOfEssay(document.text);
  const sentence = findThesis(layout);
  return sentence ? { value: sentence.text, citation: evidenceFrom(sentence), confidence: 0.6 } : undefined;
};

// A count of the whole text has no single passage to quote.
const wordCount: Reader = (document) => ({ value: String(document.text.wordCount), citation: null, confidence: 1 });

/**
 * Field names matched to what the engine already reads, tried in order. A name matching none of
 * them is looked for by passage retrieval.
 */
const KNOWN_FIELDS: ReadonlyArray<readonly [RegExp, Reader]> = [
  [/\bpart(?:y|ies)\b|\bcounterpart/u, contractFact('Parties')],
  [
    /\b(?:agreement|contract|execution|signing|signature)\s+date\b|\bdate\s+of\s+(?:the\s+)?(?:agreement|contract)\b|^date$/u,
    contractFact('Agreement Date'),
  ],
  [/\beffective\b|\bstart\s+date\b|\bcommencement\b/u, contractFact('Effective Date')],
  [/\bnotice\b/u, contractFact('Notice Period To Terminate Renewal')],
  [/\brenew/u, contractFact('Renewal Term')],
  [/\bexpir|\bend\s+date\b|\btermination\s+date\b|^term$|\bduration\b/u, contractFact('Expiration Date')],
  [/\bgoverning\b|\bjurisdiction\b|\b(?:applicable|choice\s+of)\s+law\b|^law$/u, contractFact('Governing Law')],
  [/\bpayment/u, contractFact('Payment Terms')],
  [/\bliabilit/u, contractFact('Cap On Liability')],
  [/\be-?mail\b/u, onlyFor('cv', (document) => cvContact(document.lines, 'email'))],
  [/\bphone\b|\btelephone\b|\bmobile\b/u, onlyFor('cv', (document) => cvContact(document.lines, 'phone'))],
  [/\blinked\s*in\b/u, onlyFor('cv', (document) => cvContact(document.lines, 'linkedIn'))],
  [
    /\byears?\b.*\bexperience\b|\bexperience\b.*\byears?\b|^experience$/u,
    onlyFor('cv', (document) => cvExperienceYears(document.lines)),
  ],
  [/\bskills?\b/u, onlyFor('cv', (document) => cvSkills(document.lines))],
  [/\beducation\b|\bdegree\b|\bqualification/u, onlyFor('cv', (document) => cvEducation(document.lines))],
  [
    /\b(?:job\s+|current\s+)?title\b|\bposition\b|\bcurrent\s+role\b|\boccupation\b/u,
    onlyFor('cv', (document) => cvTitle(document.lines)),
  ],
  [
    /^(?:full\s+|candidate\s+|applicant\s+)?name$|\bcandidate\b|\bapplicant\b/u,
    onlyFor('cv', (document) => cvName(document.lines)),
  ],
  [/\bthesis\b|\bmain\s+(?:argument|claim)\b/u, onlyFor('essay', thesis)],
  [/\bword\s+count\b|\bnumber\s+of\s+words\b|^words$|^length$/u, wordCount],
];

/** Below this share of the field's words, a passage is not about the field. */
const MIN_COVERAGE = 0.75;
const RETRIEVAL_CONFIDENCE = 0.5;
/** "Label: value" lines: the value is what follows the label. */
const LABELLED = /^([^:]{2,40}):\s*(.+)$/u;

function retrieved(document: BulkDocument, field: string): CellValue | undefined {
  const [best] = document.passages().search(field, 1);
  if (!best || best.coverage < MIN_COVERAGE) return undefined;
  const labelled = LABELLED.exec(best.span.text.trim());
  const value = labelled?.[2] && best.focus < (labelled[1]?.length ?? 0) + 1 ? labelled[2] : best.span.text.trim();
  return {
    value,
    citation: evidenceFrom(best.span, best.focus),
    confidence: Math.round(RETRIEVAL_CONFIDENCE * best.coverage * 100) / 100,
  };
}

function normalised(field: string): string {
  return field
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * One cell per field. A field the engine knows is read by its own reader (which says nothing when
 * the document states nothing); any other is found by passage retrieval. An absent field is an
 * empty cell without citation: never a guess.
 */
export function extractFieldsFrom(document: BulkDocument, fields: readonly string[]): ExtractedCell[] {
  return fields.map((field) => {
    const name = normalised(field);
    const known = KNOWN_FIELDS.find(([pattern]) => pattern.test(name));
    const cell = known ? known[1](document) : retrieved(document, field);
    return { field, ...(cell ?? { value: '', citation: null, confidence: 0 }) };
  });
}
