import { Parser } from 'htmlparser2';

/** A run of text with its marks. */
export interface TextRun {
  text: string;
  bold: boolean;
  italic: boolean;
}

export type BlockKind = 'h1' | 'h2' | 'h3' | 'p' | 'li';
export type Alignment = 'left' | 'center' | 'right';

/** One block of a generated document, as the PDF lays it out. */
export interface TextBlock {
  kind: BlockKind;
  align: Alignment;
  runs: TextRun[];
}

const BLOCK_TAGS = new Set(['h1', 'h2', 'h3', 'p']);

/**
 * Sanitised HTML (the editor's allow-list) as a list of blocks. A paragraph inside a list item
 * belongs to the item; text outside any block becomes a paragraph of its own.
 */
export function parseHtmlBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let current: TextBlock | undefined;
  let listDepth = 0;
  let bold = 0;
  let italic = 0;
  const open = (kind: BlockKind, align: Alignment) => {
    if (current && current.kind === 'li' && kind === 'p') return;
    current = { kind, align, runs: [] };
    blocks.push(current);
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'li') {
          current = { kind: 'li', align: 'left', runs: [] };
          blocks.push(current);
        } else if (BLOCK_TAGS.has(name)) open(name as BlockKind, alignmentOf(attributes.style));
        else if (name === 'ul') listDepth += 1;
        else if (name === 'strong') bold += 1;
        else if (name === 'em') italic += 1;
        else if (name === 'br') current?.runs.push({ text: '\n', bold: bold > 0, italic: italic > 0 });
      },
      ontext(text) {
        if (!current) {
          if (text.trim() === '') return;
          open('p', 'left');
        }
        // White space in the source is one space; only <br> breaks a line.
        current?.runs.push({ text: text.replace(/\s+/g, ' '), bold: bold > 0, italic: italic > 0 });
      },
      onclosetag(name) {
        if (name === 'strong') bold = Math.max(0, bold - 1);
        else if (name === 'em') italic = Math.max(0, italic - 1);
        else if (name === 'ul') listDepth = Math.max(0, listDepth - 1);
        else if (name === 'li' || (BLOCK_TAGS.has(name) && current?.kind !== 'li')) current = undefined;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return blocks.filter((block) => block.runs.some((run) => run.text.trim() !== ''));
}

function alignmentOf(style: string | undefined): Alignment {
  const match = /text-align:\s*(left|center|right)/.exec(style ?? '');
  return (match?.[1] as Alignment | undefined) ?? 'left';
}
