import { describe, expect, it } from 'vitest';
import { paragraphsFromTsv } from './native-tesseract.mjs';

const HEADER = 'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';
const row = (level: number, block: number, paragraph: number, line: number, box: number[], text = '') =>
  [level, 1, block, paragraph, line, 1, ...box, level === 5 ? 91.5 : -1, text].join('\t');

describe('paragraphsFromTsv', () => {
  it('groups Tesseract’s words by paragraph and line, with their boxes, and drops empty words', () => {
    const tsv = [
      HEADER,
      row(1, 0, 0, 0, [0, 0, 1700, 2200]),
      row(2, 1, 0, 0, [150, 150, 900, 80]),
      row(5, 1, 1, 1, [150, 150, 300, 40], 'SERVICES'),
      row(5, 1, 1, 1, [470, 150, 380, 40], 'AGREEMENT'),
      row(5, 1, 1, 2, [150, 200, 120, 30], 'Term'),
      row(5, 1, 1, 2, [280, 200, 10, 30], ' '),
      row(5, 2, 1, 1, [150, 400, 200, 30], 'Signed'),
      '',
    ].join('\n');
    expect(paragraphsFromTsv(tsv)).toEqual([
      [
        [
          { text: 'SERVICES', bbox: { x0: 150, y0: 150, x1: 450, y1: 190 } },
          { text: 'AGREEMENT', bbox: { x0: 470, y0: 150, x1: 850, y1: 190 } },
        ],
        [{ text: 'Term', bbox: { x0: 150, y0: 200, x1: 270, y1: 230 } }],
      ],
      [[{ text: 'Signed', bbox: { x0: 150, y0: 400, x1: 350, y1: 430 } }]],
    ]);
  });
});
