import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Page } from 'playwright-core';

/** Chooses a PDF in the upload panel, as the Choose File dialog would. */
export async function choosePdf(page: Page, path: string): Promise<void> {
  await page.getByLabel('PDF file').setInputFiles({
    name: basename(path),
    mimeType: 'application/pdf',
    buffer: readFileSync(path),
  });
}
