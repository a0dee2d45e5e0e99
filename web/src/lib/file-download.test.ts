import { describe, expect, it } from 'vitest';
import { safeFileName } from './file-download';

describe('safeFileName', () => {
  it('keeps the name without characters file systems refuse', () => {
    expect(safeFileName('Acme / Beta: NDA')).toBe('Acme - Beta- NDA');
  });

  it('never gives an empty name', () => {
    expect(safeFileName('  ')).toBe('document');
  });
});
