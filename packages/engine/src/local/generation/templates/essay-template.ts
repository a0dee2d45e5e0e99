import type { GeneratedDraft } from '../generated-draft';
import { bulletList, draftNote, heading, labelled, paragraph, text } from '../html-blocks';
import type { TemplateValues } from '../template-values';

/** An essay outline: the user's thesis, one body section per key point, and what each part should do. */
export function essayTemplate(values: TemplateValues): GeneratedDraft {
  const points = values.items('Key Points');
  const bodySections = (points.length > 0 ? points : ['First argument', 'Second argument', 'Third argument']).map(
    (point, index) =>
      [
        heading(2, `${index + 2}. ${text(point)}`),
        paragraph(`Open with a topic sentence that ties ${text(point.toLowerCase())} to the thesis.`),
        paragraph(
          'Give evidence (a source, a figure or an example), explain how it supports the thesis, and answer the strongest objection.',
        ),
      ].join('\n'),
  );
  const title = values.raw('Topic') ?? 'Essay';
  const html = [
    heading(1, values.html('Topic'), 'center'),
    paragraph(labelled('Author', values.html('Author')), 'center'),
    draftNote(
      `Draft outline to complete: written for the ${values.raw('Academic Level') ?? 'chosen'} level, aiming at ${values.raw('Word Count') ?? 'the required'} words.`,
    ),
    heading(2, '1. Introduction'),
    paragraph('Introduce the topic and why it matters, then state the thesis:'),
    paragraph(`<strong>Thesis:</strong> ${values.html('Thesis')}`),
    ...bodySections,
    heading(2, `${bodySections.length + 2}. Conclusion`),
    paragraph('Restate the thesis in new words, draw the key points together, and say what follows from them.'),
    heading(2, 'References'),
    bulletList(['List every source you cite, in the citation style your course asks for.']),
  ].join('\n');
  return { title, html };
}
