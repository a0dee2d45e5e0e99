import { describe, expect, it } from 'vitest';
import { attachmentDisposition, safeFileName } from './content-disposition';

/** The header's two names, decoded as a browser would read them. */
function namesIn(header: string): { fallback: string; utf8: string } {
  const fallback = /filename="([^"]*)"/.exec(header)?.[1];
  const encoded = /filename\*=UTF-8''(\S+)$/.exec(header)?.[1];
  if (fallback === undefined || encoded === undefined) throw new Error(`unexpected header ${header}`);
  return { fallback, utf8: decodeURIComponent(encoded) };
}

describe('attachmentDisposition', () => {
  it('gives old clients an ASCII name and new ones the exact UTF-8 name', () => {
    const header = attachmentDisposition('Mietvertrag Müller – 2024.pdf');
    expect(header.startsWith('attachment; ')).toBe(true);
    expect(namesIn(header)).toEqual({
      fallback: 'Mietvertrag Muller _ 2024.pdf',
      utf8: 'Mietvertrag Müller – 2024.pdf',
    });
  });

  it('never lets a name end the header, add a header, or point into a folder', () => {
    const header = attachmentDisposition('..\\..\\etc/pass"wd\r\nSet-Cookie: a=b;.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    const { fallback, utf8 } = namesIn(header);
    for (const name of [fallback, utf8]) {
      expect(name).not.toMatch(/["\\/\r\n]/);
      expect(name.endsWith('.pdf')).toBe(true);
    }
    expect(utf8).toBe('passwdSet-Cookie: a=b;.pdf');
  });

  it('percent-encodes the characters RFC 5987 forbids in filename*', () => {
    expect(attachmentDisposition("it's (final)*.pdf")).toContain("filename*=UTF-8''it%27s%20%28final%29%2A.pdf");
  });
});

describe('safeFileName', () => {
  it('falls back to document.pdf when nothing usable is left', () => {
    expect(safeFileName('')).toBe('document.pdf');
    expect(safeFileName('../')).toBe('document.pdf');
    expect(safeFileName('.pdf')).toBe('document.pdf');
  });

  it('adds the extension when the name has none', () => {
    expect(safeFileName('contract')).toBe('contract.pdf');
  });

  it('drops bidirectional overrides that would disguise the extension', () => {
    expect(safeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe.pdf');
  });

  it('shortens long names by whole characters and keeps the extension', () => {
    const name = safeFileName(`${'📄'.repeat(300)}.pdf`);
    expect(Array.from(name)).toHaveLength(180);
    expect(name.endsWith('📄.pdf')).toBe(true);
    expect(() => encodeURIComponent(name)).not.toThrow();
  });

  it('names a spreadsheet with its own extension, never as a PDF', () => {
    expect(safeFileName('Supplier contracts', 'csv')).toBe('Supplier contracts.csv');
    expect(safeFileName('Q3.xlsx', 'xlsx')).toBe('Q3.xlsx');
    expect(safeFileName('csv', 'csv')).toBe('document.csv');
    expect(safeFileName(`${'a'.repeat(300)}`, 'xlsx')).toBe(`${'a'.repeat(175)}.xlsx`);
  });
});
