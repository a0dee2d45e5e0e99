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
