import type { GeneratedDraft } from '../generated-draft';
import { bold, draftNote, heading, italic, paragraph, text } from '../html-blocks';
import { missingValue, type TemplateValues } from '../template-values';

/** A screenplay scaffold in standard format: title page, then the opening scene's slug line, action and dialogue cues. */
export function screenplayTemplate(values: TemplateValues): GeneratedDraft {
  const characterValue = values.raw('Main Character');
  const character = characterValue ? text(characterValue.toUpperCase()) : missingValue('Main Character');
  const settingValue = values.raw('Setting');
  const setting = settingValue ? text(settingValue.toUpperCase()) : missingValue('Setting');
  const html = [
    heading(1, values.html('Title'), 'center'),
    paragraph(`Written by<br>${values.html('Writer')}`, 'center'),
    paragraph(`${bold('Genre:')} ${values.html('Genre')}`, 'center'),
    paragraph(`${bold('Logline:')} ${values.html('Logline')}`),
    draftNote('Screenplay scaffold to complete: replace each bracketed direction with your scene.'),
    paragraph(bold('FADE IN:')),
    heading(3, `EXT. ${setting} - DAY`),
    paragraph(
      `[Action: establish ${values.html('Setting')} and introduce ${values.html('Main Character')} doing something that shows who they are.]`,
    ),
    paragraph(bold(character), 'center'),
    paragraph(italic('(beat)'), 'center'),
    paragraph('[Dialogue: the line that shows what the character wants.]', 'center'),
    heading(3, `INT. ${setting} - NIGHT`),
    paragraph('[Action: the inciting incident that the logline promises.]'),
    paragraph(bold('CUT TO:'), 'right'),
  ].join('\n');
  return { title: values.raw('Title') ?? 'Screenplay', html };
}
