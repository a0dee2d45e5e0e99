import { buildTextPdf } from '@doclens/testing/text-pdf';

export interface PdfFile {
  name: string;
  mimeType: 'application/pdf';
  buffer: Buffer;
}

/**
 * A short supply agreement written for these tests, as a real text PDF: for tests that need a
 * document the pipeline reads, without depending on the shared fixture collection.
 */
export function writtenContractPdf(name = 'supply-agreement.pdf'): PdfFile {
  const bytes = buildTextPdf([
    [
      'SUPPLY AGREEMENT',
      'This Supply Agreement is made between Northwind Traders LLC (the Supplier)',
      'and Harbour Bakeries Inc. (the Buyer).',
      '1. The Supplier shall deliver flour every week. The Buyer shall pay each invoice within 30 days.',
      '2. Either party may terminate this Agreement with 60 days written notice.',
      '3. The Supplier is liable for late deliveries up to the value of the delayed order.',
      '4. This Agreement shall be governed by the laws of the State of Ohio.',
    ],
  ]);
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(bytes) };
}
