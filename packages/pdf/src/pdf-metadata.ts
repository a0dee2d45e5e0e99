import type { PdfMetadata } from './extraction-outcome';
import { normaliseWhitespace } from './text-cleanup.mjs';

/** The document information dictionary as pdf.js reports it, reduced to primitive values by the worker. */
export type RawPdfInfo = Record<string, string | number | boolean>;

// Metadata is written by whoever made the file; a hostile one must not fill the database.
const MAX_FIELD_LENGTH = 1_000;

const TEXT_FIELDS = {
  title: 'Title',
  author: 'Author',
  subject: 'Subject',
  keywords: 'Keywords',
  creator: 'Creator',
  producer: 'Producer',
  pdfVersion: 'PDFFormatVersion',
  language: 'Language',
} as const satisfies Partial<Record<keyof PdfMetadata, string>>;

const DATE_FIELDS = {
  creationDate: 'CreationDate',
  modificationDate: 'ModDate',
} as const satisfies Partial<Record<keyof PdfMetadata, string>>;

export function metadataFromInfo(info: RawPdfInfo): PdfMetadata {
  const metadata: PdfMetadata = {};
  for (const [field, key] of Object.entries(TEXT_FIELDS)) {
    const value = textOf(info[key]);
    if (value) metadata[field as keyof typeof TEXT_FIELDS] = value;
  }
  for (const [field, key] of Object.entries(DATE_FIELDS)) {
    const value = isoDateOf(info[key]);
    if (value) metadata[field as keyof typeof DATE_FIELDS] = value;
  }
  return metadata;
}

function textOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = normaliseWhitespace(value).replace(/\n/g, ' ').slice(0, MAX_FIELD_LENGTH);
  return text === '' ? undefined : text;
}

// PDF dates look like D:YYYYMMDDHHmmSSOHH'mm' where everything after the year is optional.
const PDF_DATE = /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?([Zz+-])?(\d{2})?'?(\d{2})?'?$/;

/** Converts a PDF date string to ISO 8601 (UTC); undefined when it is not a date. */
export function isoDateOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = PDF_DATE.exec(value.trim());
  if (!match) return undefined;
  const [
    ,
    year,
    month = '01',
    day = '01',
    hour = '00',
    minute = '00',
    second = '00',
    sign,
    offsetHours,
    offsetMinutes,
  ] = match;
  const offsetSign = sign === '-' ? -1 : 1;
  const offset =
    sign === '+' || sign === '-' ? offsetSign * (Number(offsetHours ?? 0) * 60 + Number(offsetMinutes ?? 0)) : 0;
  const utc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  const date = new Date(utc - offset * 60_000);
  if (Number.isNaN(date.getTime()) || !isPlausible(Number(month), Number(day), Number(hour), Number(minute))) {
    return undefined;
  }
  return date.toISOString();
}

function isPlausible(month: number, day: number, hour: number, minute: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 && hour <= 23 && minute <= 59;
}
