import { describe, expect, it } from 'vitest';
import { originalNameOf, safeDisplayNameOf } from './display-file-names';

describe('safeDisplayNameOf', () => {
  it.each([
    ['contract.pdf', 'contract.pdf'],
    ['Contract.PDF', 'Contract.pdf'],
    ['My CV 2024.pdf', 'My CV 2024.pdf'],
    ['../../evil<script>.pdf', 'evil_script_.pdf'],
    ['C:\\Users\\ada\\lease.pdf', 'lease.pdf'],
    ['.htaccess', 'htaccess.pdf'],
    ['...', 'document.pdf'],
    ['', 'document.pdf'],
    ['<>.pdf', 'document.pdf'],
    ['report.docx', 'report.docx.pdf'],
    ['Vertrag München.pdf', 'Vertrag München.pdf'],
    ['a\u0000b\u202Ec.pdf', 'abc.pdf'],
    ['tabs\tand\nnewlines.pdf', 'tabsandnewlines.pdf'],
    ['  spaced   out  .pdf', 'spaced out.pdf'],
  ])('%j → %j', (clientName, expected) => {
    expect(safeDisplayNameOf(clientName)).toBe(expected);
  });

  it('keeps names short and always ends in .pdf', () => {
    const name = safeDisplayNameOf(`${'x'.repeat(500)}.pdf`);
    expect(name.length).toBeLessThanOrEqual(124);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('originalNameOf', () => {
  it('keeps what the user typed, minus control characters and direction overrides', () => {
    expect(originalNameOf('Q3 <draft> (v2).pdf')).toBe('Q3 <draft> (v2).pdf');
    expect(originalNameOf('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(originalNameOf('line\r\nbreak.pdf')).toBe('linebreak.pdf');
  });

  it('trims to 255 characters without splitting a character', () => {
    const name = originalNameOf(`${'😀'.repeat(300)}.pdf`);
    expect(Array.from(name)).toHaveLength(255);
    expect(name).toBe('😀'.repeat(255));
  });

  it('falls back to a default for an empty name', () => {
    expect(originalNameOf('  \u0007 ')).toBe('document.pdf');
  });
});
