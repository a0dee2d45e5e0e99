import { escapeHtml } from '@doclens/api';

/** Small builders for the generator's HTML, limited to the marks the editor allows. */

export function heading(level: 1 | 2 | 3, html: string, align?: 'center'): string {
  return `<h${level}${align ? ` style="text-align: ${align}"` : ''}>${html}</h${level}>`;
}

export function paragraph(html: string, align?: 'center' | 'right'): string {
  return `<p${align ? ` style="text-align: ${align}"` : ''}>${html}</p>`;
}

export function bulletList(itemsHtml: readonly string[]): string {
  return `<ul>${itemsHtml.map((item) => `<li><p>${item}</p></li>`).join('')}</ul>`;
}

export function bold(html: string): string {
  return `<strong>${html}</strong>`;
}

export function italic(html: string): string {
  return `<em>${html}</em>`;
}

export function text(value: string): string {
  return escapeHtml(value);
}

/** A label's line: "Email: ada@example.com". */
export function labelled(label: string, valueHtml: string): string {
  return `${bold(text(label))}: ${valueHtml}`;
}

/** A numbered clause: a level-2 heading, then its paragraphs. */
export function clause(number: number, title: string, paragraphsHtml: readonly string[]): string {
  return [heading(2, `${number}. ${text(title)}`), ...paragraphsHtml.map((html) => paragraph(html))].join('\n');
}

/** A note to the author that the draft needs completing, set apart in italics. */
export function draftNote(message: string): string {
  return paragraph(italic(text(message)));
}
