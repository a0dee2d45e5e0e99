import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../../components/ui/toaster';
import { aDocument, CONTRACT_ANALYSIS } from '../../../../test/fixtures/document-page.fixtures';
import { DocumentHeader } from '../view/document-header';

function renderHeader(analysis: Record<string, unknown> | null = CONTRACT_ANALYSIS) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <DocumentHeader document={aDocument({ analysis })} />
      <Toaster />
    </MemoryRouter>,
  );
  return user;
}

const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' });

/** Captures the file the Export button hands to the browser. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:report';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

/** jsdom's Blob has no text(); FileReader reads it as a browser would. */
function textOf(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('no file was downloaded'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('Export and Share in the document header', () => {
  it('downloads the analysis as a standalone HTML report and says so', async () => {
    const downloads = captureDownloads();
    const user = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Export' }));

    expect(downloads.names).toEqual(['lease-analysis.html']);
    const [blob] = downloads.blobs;
    expect(blob?.type).toBe('text/html;charset=utf-8');
    const html = await textOf(blob);
    expect(html).toContain('<h1>lease.pdf</h1>');
    expect(html).toContain('Uncapped liability');
    expect(html).toContain('Tenant shall indemnify Landlord for any and all losses.');
    expect(within(toastRegion()).getByText('Report exported')).toBeInTheDocument();
    expect(within(toastRegion()).getByText(/lease-analysis\.html is in your downloads/)).toBeInTheDocument();
  });

  it('offers no export before there is an analysis', () => {
    renderHeader(null);
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it("copies the document's link to the clipboard", async () => {
    const user = renderHeader();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/document/7`);
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/document/7`);
    expect(within(toastRegion()).getByText('Link copied')).toBeInTheDocument();
  });

  it('shows the link to copy by hand when the clipboard is refused', async () => {
    const user = renderHeader();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(within(toastRegion()).getByText('Copy this link')).toBeInTheDocument();
    expect(within(toastRegion()).getByText(`${window.location.origin}/document/7`)).toBeInTheDocument();
  });

  it('shows the link to copy by hand where the browser has no clipboard', async () => {
    const user = renderHeader();
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(within(toastRegion()).getByText('Copy this link')).toBeInTheDocument();
  });
});
