import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, jsonBodyOf, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const toastRegion = () => within(screen.getByRole('region', { name: /Notifications/ }));

describe('/template-generator', () => {
  it('prefills the NDA labels, sends only filled rows, and goes to the generated filter', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/user': () => jsonResponse(aUser('pro')),
      'POST /api/generate-document': () => jsonResponse({ id: 5, status: 'generating' }),
    });
    const { user } = renderApp('/template-generator');
    await user.click(await screen.findByRole('button', { name: 'Non-Disclosure Agreement' }));
    expect(screen.getByLabelText('Document Type')).toHaveValue('Non-Disclosure Agreement');
    for (const label of ['Disclosing Party', 'Receiving Party', 'Your Party', 'Governing Law']) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    await user.type(screen.getByRole('textbox', { name: 'Disclosing Party' }), 'Orbital Labs Inc.');
    await user.type(screen.getByRole('textbox', { name: 'Governing Law' }), 'the State of Delaware');
    await user.click(screen.getByRole('button', { name: 'Generate Document' }));
    expect(await toastRegion().findByText('Document Generated')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(jsonBodyOf(post?.[1])).toEqual({
      documentType: 'Non-Disclosure Agreement',
      parameters: { 'Disclosing Party': 'Orbital Labs Inc.', 'Governing Law': 'the State of Delaware' },
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?filter=generated'));
  });

  it('says before generating that the built-in generator gives an essay as an outline, and names it in the toast', async () => {
    mockApi({
      'GET /api/auth/user': () => jsonResponse(aUser('pro')),
      'GET /api/generator-settings': () => jsonResponse({ writesFullDrafts: false }),
      'POST /api/generate-document': () => jsonResponse({ id: 6, status: 'generating' }),
    });
    const { user } = renderApp('/template-generator');
    expect(await screen.findByText(/These give an outline to complete/)).toBeInTheDocument();
    const essay = screen.getByRole('button', { name: 'Essay' });
    expect(essay).toHaveAttribute('aria-pressed', 'false');
    await user.click(essay);
    expect(essay).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Screenplay' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(/Essay gives an outline to complete, not a finished text/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Document' }));
    expect(await toastRegion().findByText('Your essay outline has been created.')).toBeInTheDocument();
    expect(toastRegion().queryByText(/legal document/)).not.toBeInTheDocument();
  });

  it('promises a full draft when the server writes one, and names an agreement as what it is', async () => {
    mockApi({
      'GET /api/auth/user': () => jsonResponse(aUser('pro')),
      'GET /api/generator-settings': () => jsonResponse({ writesFullDrafts: true }),
      'POST /api/generate-document': () => jsonResponse({ id: 7, status: 'generating' }),
    });
    const { user } = renderApp('/template-generator');
    await user.click(await screen.findByRole('button', { name: 'Screenplay' }));
    await waitFor(() => expect(screen.queryByText(/outline to complete/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Non-Disclosure Agreement' }));
    expect(screen.getByRole('button', { name: 'Non-Disclosure Agreement' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Screenplay' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Generate Document' }));
    expect(await toastRegion().findByText('Your non-disclosure agreement has been created.')).toBeInTheDocument();
  });

  it('requires a document type', async () => {
    mockApi({ 'GET /api/auth/user': () => jsonResponse(aUser('pro')) });
    const { user } = renderApp('/template-generator');
    await user.click(await screen.findByRole('button', { name: 'Generate Document' }));
    expect(await toastRegion().findByText('Document Type Required')).toBeInTheDocument();
  });

  it("shows the server's upgrade answer to a free user", async () => {
    mockApi({
      'GET /api/auth/user': () => jsonResponse(aUser('free')),
      'POST /api/generate-document': () =>
        jsonResponse(
          {
            message:
              'Document generation is available on Pro and Enterprise plans. Upgrade your plan to generate documents.',
          },
          403,
        ),
    });
    const { user } = renderApp('/template-generator');
    await user.type(await screen.findByLabelText('Document Type'), 'Essay');
    await user.click(screen.getByRole('button', { name: 'Generate Document' }));
    expect(await toastRegion().findByText('Generation Failed')).toBeInTheDocument();
    expect(toastRegion().getByText(/available on Pro and Enterprise plans/)).toBeInTheDocument();
  });
});
