import type { GeneratedDraft } from '../generated-draft';
import { bulletList, draftNote, heading, labelled, paragraph, text } from '../html-blocks';
import type { TemplateValues } from '../template-values';

/** A research report scaffold: the question, method and findings given, and what each section needs. */
export function researchReportTemplate(values: TemplateValues): GeneratedDraft {
  const findings = values.items('Key Findings');
  const html = [
    heading(1, values.html('Title'), 'center'),
    paragraph(labelled('Author', values.html('Author')), 'center'),
    draftNote(`Draft report to complete, written for: ${values.raw('Audience') ?? 'the intended audience'}.`),
    heading(2, 'Abstract'),
    paragraph(
      'Summarise the question, the method and the main findings in about 150 words once the report is written.',
    ),
    heading(2, '1. Introduction'),
    paragraph(`<strong>Research question:</strong> ${values.html('Research Question')}`),
    paragraph('Explain why the question matters and what earlier work has found.'),
    heading(2, '2. Methodology'),
    paragraph(values.html('Methodology')),
    paragraph('Describe the data, how it was collected and analysed, and the limits of the method.'),
    heading(2, '3. Findings'),
    findings.length > 0 ? bulletList(findings.map(text)) : paragraph(values.html('Key Findings')),
    heading(2, '4. Discussion'),
    paragraph(
      'Interpret each finding against the research question and earlier work; note what the findings cannot show.',
    ),
    heading(2, '5. Conclusion and Recommendations'),
    paragraph('Answer the research question directly and recommend next steps for the audience.'),
    heading(2, 'References'),
    bulletList(['List every source cited in the report.']),
  ].join('\n');
  return { title: values.raw('Title') ?? 'Research Report', html };
}
