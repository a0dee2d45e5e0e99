import type { GeneratedDraft } from '../generated-draft';
import { draftNote, paragraph } from '../html-blocks';
import type { TemplateValues } from '../template-values';

/** A cover letter for the given role and company, built from the experience the user gave. */
export function coverLetterTemplate(values: TemplateValues): GeneratedDraft {
  const html = [
    paragraph(`${values.html('Your Name')}<br>${values.html('Your Email')}`),
    paragraph(values.html('Company Name')),
    draftNote('Draft letter to complete: add one concrete result from your experience and keep it to one page.'),
    paragraph(`Dear ${values.html('Hiring Manager')},`),
    paragraph(
      `I am writing to apply for the position of ${values.html('Position')} at ${values.html('Company Name')}. ${values.html('Relevant Experience')}`,
    ),
    paragraph(`I would like to join ${values.html('Company Name')} because ${values.html('Why This Company')}`),
    paragraph(
      `I would welcome the chance to discuss how my experience can help your team as ${values.html('Position')}. Thank you for considering my application.`,
    ),
    paragraph(`Yours sincerely,<br>${values.html('Your Name')}`),
  ].join('\n');
  return { title: `Cover Letter - ${values.raw('Position') ?? 'Application'}`, html };
}
