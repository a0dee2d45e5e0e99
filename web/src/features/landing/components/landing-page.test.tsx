import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, signedOut } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// The real panel uploads through XMLHttpRequest; this stand-in reports an upload like it does.
vi.mock('../../upload/components/upload-panel', () => ({
  UploadPanel: ({ documentType, onUploaded }: { documentType?: string; onUploaded: (id: number) => void }) => (
    <button type="button" onClick={() => onUploaded(42)}>
      Upload as {documentType}
    </button>
  ),
}));

const processingPreview = {
  status: 'processing',
  stage: 'extracting',
  filename: 'cv.pdf',
  documentType: 'cv',
  processingTime: null,
  failureReason: null,
  canRetry: false,
  riskCounts: null,
  gradeInfo: null,
  cvScores: null,
  insightCounts: null,
  improvementCounts: null,
  keyTermsCount: 0,
  recommendationsCount: 0,
  summary: null,
};

function visitLanding(previewAnswer: () => Response | Promise<Response> = () => jsonResponse(processingPreview)) {
  mockApi({
    'GET /api/auth/user': signedOut,
    'GET /api/recaptcha-site-key': () => jsonResponse({ siteKey: null, provider: 'altcha' }),
    'GET /api/documents/42/preview': previewAnswer,
  });
  return renderApp('/');
}

describe('landing page type selector', () => {
  it('starts on contract and hands the chosen type to the upload widget', async () => {
    const { user } = visitLanding();
    const group = await screen.findByRole('group', { name: 'Document type' });
    expect(within(group).getByRole('radio', { checked: true })).toHaveAccessibleName(/Contract/);
    expect(screen.getByRole('button', { name: 'Upload as contract' })).toBeInTheDocument();

    await user.click(within(group).getByRole('radio', { name: /CV\/Resume/ }));
    expect(within(group).getByRole('radio', { checked: true })).toHaveAccessibleName(/CV\/Resume/);
    expect(screen.getByRole('button', { name: 'Upload as cv' })).toBeInTheDocument();
  });

  it('moves the choice with the arrow keys, like any radio group', async () => {
    const { user } = visitLanding();
    const group = await screen.findByRole('group', { name: 'Document type' });
    within(group)
      .getByRole('radio', { name: /Contract/ })
      .focus();
    await user.keyboard('{ArrowRight}');
    const essay = within(group).getByRole('radio', { name: /Essay\/Article/ });
    expect(essay).toBeChecked();
    expect(essay).toHaveFocus();
  });
});

describe('landing page upload and preview', () => {
  it("says 'Processing your document...' until the preview arrives, then opens it", async () => {
    let answer: (response: Response) => void = () => {};
    const { user } = visitLanding(() => new Promise<Response>((resolve) => (answer = resolve)));
    await user.click(await screen.findByRole('button', { name: 'Upload as contract' }));
    expect(await screen.findByText('Processing your document...')).toBeInTheDocument();

    answer(jsonResponse(processingPreview));
    expect(await screen.findByRole('dialog', { name: 'Analyzing Document...' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide for now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload as contract' })).toBeInTheDocument();
  });
});

describe('landing page sections', () => {
  it('sends each plan button to registration with that plan', async () => {
    visitLanding();
    const pricing = await screen.findByRole('region', { name: 'Choose your plan' });
    expect(pricing).toHaveAttribute('id', 'pricing');
    const hrefs = within(pricing)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/auth?plan=free', '/auth?plan=pro', '/auth?plan=enterprise']);
    expect(pricing).toHaveTextContent('$9.99');
    expect(pricing).toHaveTextContent('$99.99');
    expect(within(pricing).getByText('Most Popular')).toBeInTheDocument();
  });

  it('shows the three feature cards and a footer with legal links, support hours and feedback', async () => {
    visitLanding();
    for (const title of ['Smart Document Analysis', 'AI Document Generation', 'Instant Analysis']) {
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    }
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(footer).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-of-use');
    expect(footer).toHaveTextContent('7 days a week, 9AM to 5PM GMT');
    // The feedback form is its own lazily loaded chunk.
    expect(
      await within(footer).findByRole('form', { name: 'Send Us Feedback' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });
});
