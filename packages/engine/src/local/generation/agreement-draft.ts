import type { AgreementParties } from './agreement-parties';
import {
  generalProvisions,
  governingLaw,
  numberedClause,
  partiesClause,
  signatures,
  titleBlock,
} from './clause-library';
import type { GeneratedDraft } from './generated-draft';
import type { TemplateValues } from './template-values';

/** A clause a template writes: its heading and its sentences. Its number comes from its place. */
export interface AgreementClause {
  title: string;
  sentences: readonly string[];
}

export function clause(title: string, sentences: readonly string[]): AgreementClause {
  return { title, sentences };
}

export interface AgreementName {
  /** The agreement's name in the sentence naming the parties ("Non-Disclosure Agreement"). */
  name: string;
  /** The heading and the draft's title, where they say more than the name ("Mutual Non-Disclosure Agreement"). */
  title?: string;
  /** When the agreement takes effect, as HTML. */
  dateHtml: string;
}

/**
 * An agreement in the order every template follows: the title, the sentence naming both parties,
 * the template's own clauses numbered in order, then the governing law and general provisions
 * every agreement ends with, and the signature block.
 */
export function agreementDraft(
  values: TemplateValues,
  parties: AgreementParties,
  agreement: AgreementName,
  clauses: readonly AgreementClause[],
): GeneratedDraft {
  const title = agreement.title ?? agreement.name;
  const numbered = [
    ...clauses,
    clause('Governing Law', governingLaw(values)),
    clause('General', generalProvisions()),
  ].map((item, index) => numberedClause(index + 1, item.title, item.sentences));
  const html = [
    titleBlock(title),
    partiesClause(agreement.name, agreement.dateHtml, parties.named),
    ...numbered,
    signatures(parties.named),
  ].join('\n');
  return { title: parties.draftTitle(title), html };
}
