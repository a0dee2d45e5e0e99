import { generatedHtmlToText, localDraftIsOutline } from '@doclens/api';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { GenerationOutput } from '../local/generation/generate-from-template';
import { MISSING_VALUE_MARK } from '../local/generation/template-values';

const SYSTEM = `You draft documents for the user of a document service.
Write in plain, clear English. Use every value the user gave, exactly as given (names, dates, amounts, places).
Invent no facts: where a value the document needs was not given, write **${MISSING_VALUE_MARK} <label>]** so the user sees the gap.
For agreements, the user's own party ("Your Party") gets the protective wording where a clause can lean; otherwise keep clauses balanced.
The reference draft shows the structure and the clauses the document must contain: keep every section of it, in its order, and improve the wording.
Answer with JSON only: {"title": string, "blocks": [...]}, where each block is
{"type":"heading","level":1|2|3,"text":string}, {"type":"paragraph","text":string,"align"?:"left"|"center"|"right"} or {"type":"list","items":[string,...]}.
Text is plain: no HTML or Markdown, except **…** around an unfilled value.`;

/** The local draft of an essay, letter, report or screenplay lays out what to write; the model writes it. */
const WRITE_OUT_THE_OUTLINE = `The reference draft is an outline to complete. Write the whole document in finished form (prose, or finished scenes for a screenplay): keep its sections, replace every bracketed direction with finished text, and leave out the note that says the draft is to be completed.`;

/** The request: the user's type and values, with the local template's draft as the guide. */
export function generationMessages(
  documentType: string,
  parameters: Record<string, string>,
  guide: GenerationOutput,
): ChatCompletionMessageParam[] {
  const values = Object.entries(parameters)
    .filter(([, value]) => value.trim() !== '')
    .map(([label, value]) => `- ${label}: ${value}`)
    .join('\n');
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content: [
        `Document type: ${documentType}`,
        `Values given:\n${values || '(none)'}`,
        `Reference draft (title: ${guide.title}):\n${generatedHtmlToText(guide.html)}`,
        ...(localDraftIsOutline(guide.templateId) ? [WRITE_OUT_THE_OUTLINE] : []),
      ].join('\n\n'),
    },
  ];
}
