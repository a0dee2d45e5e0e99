import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { DownloadMenu } from './download-menu';

const REFUSAL =
  'The document cannot be exported as a PDF: it has a word of 12,000 characters without a space and the limit is 1,000. Add spaces or shorten it.';

function captureDownloadNames(): string[] {
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:export');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

async function downloadPdf(): Promise<string[]> {
  const names = captureDownloadNames();
  const user = userEvent.setup();
  render(
    <>
      <DownloadMenu documentId={7} title="Service Agreement" html="<p>Text</p>" />
      <Toaster />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Download' }));
  await user.click(await screen.findByRole('menuitem', { name: 'PDF' }));
  return names;
}

const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Download → PDF when the PDF cannot be made', () => {
  it('says why the server refused the document, and hands over the HTML file instead', async () => {
    mockApi({ 'POST /api/generate-pdf': () => jsonResponse({ message: REFUSAL }, 400) });
    const names = await downloadPdf();

    expect(
      await within(toastRegion()).findByText(`${REFUSAL} HTML file downloaded - open it and print to PDF.`),
    ).toBeTruthy();
    expect(names).toEqual(['Service Agreement.html']);
  });

  it('keeps the plain sentence when the server itself failed', async () => {
    mockApi({ 'POST /api/generate-pdf': () => jsonResponse({ message: 'Internal Server Error' }, 500) });
    await downloadPdf();

    expect(
      await within(toastRegion()).findByText('PDF generation failed. HTML file downloaded - open it and print to PDF.'),
    ).toBeTruthy();
  });
});
