import { describe, expect, it } from 'vitest';
import { isoDateOf, metadataFromInfo } from './pdf-metadata';

describe('metadataFromInfo', () => {
  it('keeps the known fields under readable names and converts PDF dates to ISO', () => {
    const metadata = metadataFromInfo({
      Title: 'Distributor Agreement',
      Author: 'Legal',
      Creator: 'Word',
      Producer: 'Acrobat Distiller',
      CreationDate: "D:20100901123000-07'00'",
      ModDate: 'D:20100902',
      PDFFormatVersion: '1.4',
      Language: 'en-US',
      IsLinearized: false,
    });
    expect(metadata).toEqual({
      title: 'Distributor Agreement',
      author: 'Legal',
      creator: 'Word',
      producer: 'Acrobat Distiller',
      creationDate: '2010-09-01T19:30:00.000Z',
      modificationDate: '2010-09-02T00:00:00.000Z',
      pdfVersion: '1.4',
      language: 'en-US',
    });
  });

  it('leaves out empty, non-text and unparseable values', () => {
    expect(metadataFromInfo({ Title: '   ', Author: 42, CreationDate: 'yesterday', Subject: true })).toEqual({});
  });

  it('cleans and bounds what a hostile file could put there', () => {
    const metadata = metadataFromInfo({ Title: `A\u0000B\n  C${'x'.repeat(5_000)}` });
    expect(metadata.title?.startsWith('AB C')).toBe(true);
    expect(metadata.title).toHaveLength(1_000);
  });
});

describe('isoDateOf', () => {
  it('reads UTC, offset and date-only forms', () => {
    expect(isoDateOf('D:20200123154500Z')).toBe('2020-01-23T15:45:00.000Z');
    expect(isoDateOf("D:20200123154500+01'30'")).toBe('2020-01-23T14:15:00.000Z');
    expect(isoDateOf('D:2020')).toBe('2020-01-01T00:00:00.000Z');
  });

  it('refuses impossible dates', () => {
    expect(isoDateOf('D:20201345')).toBeUndefined();
    expect(isoDateOf('D:2020011225')).toBeUndefined();
  });
});
