import type { ContractAnalysis } from '@doclens/api';
import { contractKindOf } from '../src/local/contract/contract-kind';
import { prepareDocumentText } from '../src/text/document-text';

/** The kind of contract the engine reads from a text written for a test. */
export function kindOf(text: string) {
  return contractKindOf(prepareDocumentText([{ pageNumber: 1, text }]).sentences);
}

/** The titles of the findings that say a clause is missing. */
export function missingTitles(result: ContractAnalysis): string[] {
  return result.keyFindings
    .filter((finding) => finding.section === 'Not found in the document')
    .map((finding) => finding.title);
}
