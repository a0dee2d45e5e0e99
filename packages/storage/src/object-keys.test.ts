import { describe, expect, it } from 'vitest';
import { assertSafeObjectKey, isSafeObjectKey, newObjectKey, UnsafeObjectKeyError } from './object-keys';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

describe('newObjectKey', () => {
  it('builds kind/year/month/uuid.extension from the UTC date', () => {
    const key = newObjectKey('documents', { extension: 'pdf', now: new Date('2026-11-30T23:30:00-05:00') });

    expect(key).toMatch(new RegExp(`^documents/2026/12/${UUID}\\.pdf$`));
    expect(() => assertSafeObjectKey(key)).not.toThrow();
  });

  it('leaves the extension out when none is given', () => {
    expect(newObjectKey('generated')).toMatch(new RegExp(`^generated/\\d{4}/\\d{2}/${UUID}$`));
  });

  it('never repeats a key', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => newObjectKey('documents')));
    expect(keys.size).toBe(1000);
  });

  it.each(['', '../documents', 'Documents', 'documents/x', 'a\\b', '1st'])('refuses the kind %j', (kind) => {
    expect(() => newObjectKey(kind)).toThrow(RangeError);
  });

  it.each(['', '.pdf', 'p/df', 'PDF', 'tar.gz', 'averyverylongextension'])('refuses the extension %j', (extension) => {
    expect(() => newObjectKey('documents', { extension })).toThrow(RangeError);
  });
});

describe('assertSafeObjectKey', () => {
  const uuid = '0b6f3a4e-8f1c-4d2a-9a57-1c2d3e4f5a6b';

  it.each([`documents/2026/11/${uuid}.pdf`, `documents/2026/01/${uuid}`, `bulk-exports/1999/12/${uuid}.csv`])(
    'accepts %j',
    (key) => {
      expect(() => assertSafeObjectKey(key)).not.toThrow();
      expect(isSafeObjectKey(key)).toBe(true);
    },
  );

  it.each([
    '',
    `/documents/2026/11/${uuid}.pdf`,
    `documents/2026/11/../${uuid}.pdf`,
    `../documents/2026/11/${uuid}.pdf`,
    `documents\\2026\\11\\${uuid}.pdf`,
    `documents/2026/11/${uuid}.pdf/..`,
    `documents/2026/13/${uuid}.pdf`,
    `documents/2026/11/${uuid.toUpperCase()}.pdf`,
    `documents/2026/11/${uuid}.pdf.meta.json`,
    `documents/2026/11/${uuid}.pdf\n`,
    `documents/2026/11/contract.pdf`,
    `documents//2026/11/${uuid}.pdf`,
  ])('rejects %j', (key) => {
    expect(() => assertSafeObjectKey(key)).toThrow(UnsafeObjectKeyError);
    expect(isSafeObjectKey(key)).toBe(false);
  });

  it.each([undefined, null, 42, { key: 'x' }])('rejects the non-string %j', (key) => {
    expect(() => assertSafeObjectKey(key)).toThrow(UnsafeObjectKeyError);
  });
});
