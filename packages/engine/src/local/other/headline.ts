import { singleLine } from '../wording';

const HEADLINE_CHARACTERS = 72;

/**
 * A sentence shortened to a title: from `from` (past "In conclusion," or "We recommend that"),
 * capitalised, cut on a word with an ellipsis when long, without its closing full stop.
 */
export function headlineOf(text: string, from = 0, maxCharacters = HEADLINE_CHARACTERS): string {
  let headline = singleLine(text.slice(from)).replace(/[.;:,]+$/u, '');
  if (headline.length === 0) headline = singleLine(text);
  if (headline.length > maxCharacters) {
    const cut = headline.lastIndexOf(' ', maxCharacters);
    headline = `${headline.slice(0, cut > maxCharacters / 2 ? cut : maxCharacters).replace(/[,;:]+$/u, '')}…`;
  }
  return headline.charAt(0).toUpperCase() + headline.slice(1);
}
