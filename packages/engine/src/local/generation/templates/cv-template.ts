import type { GeneratedDraft } from '../generated-draft';
import { bulletList, draftNote, heading, paragraph, text } from '../html-blocks';
import type { TemplateValues } from '../template-values';

/** A CV laid out from the given facts, one line per item the user listed. */
export function cvTemplate(values: TemplateValues): GeneratedDraft {
  const contact = ['Email', 'Phone', 'Location'].map((label) => values.html(label)).join(' | ');
  const listed = (label: string) => {
    const items = values.items(label);
    return items.length > 0 ? bulletList(items.map(text)) : paragraph(values.html(label));
  };
  const html = [
    heading(1, values.html('Full Name'), 'center'),
    paragraph(contact, 'center'),
    paragraph(`<strong>${values.html('Target Role')}</strong>`, 'center'),
    draftNote('Draft CV to complete: quantify each achievement (numbers, results) and keep it to two pages.'),
    heading(2, 'Professional Summary'),
    paragraph(values.html('Summary')),
    heading(2, 'Experience'),
    listed('Experience'),
    heading(2, 'Education'),
    listed('Education'),
    heading(2, 'Skills'),
    listed('Skills'),
  ].join('\n');
  return { title: `${values.raw('Full Name') ?? 'CV'} - CV`, html };
}
