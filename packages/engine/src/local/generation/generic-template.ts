import type { GeneratedDraft } from './generated-draft';
import { bold, draftNote, heading, paragraph, text } from './html-blocks';
import type { TemplateValues } from './template-values';

/**
 * A type no template knows: an honest structured draft that lists what the user gave, one section
 * per parameter, for them to write up.
 */
export function genericTemplate(documentType: string, values: TemplateValues): GeneratedDraft {
  const given = values.others([]);
  const html = [
    heading(1, text(documentType), 'center'),
    draftNote(`Draft to complete: no template exists for "${documentType}", so this lays out the details you gave.`),
    ...given.flatMap(([label, value]) => [heading(2, text(label)), paragraph(text(value))]),
    ...(given.length === 0 ? [paragraph(bold('Add the content of your document here.'))] : []),
  ].join('\n');
  return { title: documentType, html };
}
