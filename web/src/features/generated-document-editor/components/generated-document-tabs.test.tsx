import type { GeneratedDocumentView, PlanId, Question } from '@doclens/api';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aGeneratedDocument, SINGLE_EDITOR_OF_OWNER } from '../../../test/fixtures/generated-document.fixtures';
import { type ApiHandler, aUser, jsonBodyOf, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

/** Issue 32 item 5: a generated draft has the Notes and Ask AI tabs an uploaded document has. */

const CLAUSE = 'This Agreement shall be governed by the laws of the State of Delaware.';

function anAnswer(overrides: Partial<Question> = {}): Question {
  return {
    id: 'q1',
    question: 'Which law governs this agreement?',
    answer: `${CLAUSE} (page 1)`,
    status: 'answered',
    found: true,
    citations: [{ page: 1, quote: CLAUSE }],
    engine: { provider: 'local', version: 'test' },
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

function draftApi(plan: PlanId, draft: Partial<GeneratedDocumentView>, routes: Record<string, ApiHandler> = {}) {
  return mockApi({
    'GET /api/auth/user': () => jsonResponse(aUser(plan)),
    'GET /api/documents/7': () => jsonResponse({ message: 'Document not found' }, 404),
    'GET /api/generated-documents/7': () => jsonResponse(aGeneratedDocument(draft)),
    ...routes,
  });
}

const tabList = () => screen.findByRole('tablist', { name: 'Analysis sections' });

beforeEach(() => localStorage.clear());

describe('the tabs of a generated draft', () => {
  it('lists Notes and Ask AI after the analysis sections, and reaches them from the keyboard', async () => {
    draftApi(
      'pro',
      {},
      {
        'GET /api/generated-documents/7/questions': () => jsonResponse({ questions: [] }),
      },
    );
    const { user } = renderApp('/document/7');
    const tabs = within(await tabList()).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Risk Assessment',
      'Recommendations',
      'Market Insights',
      'Notes',
      'Ask AI',
    ]);
    await user.click(tabs[0] as HTMLElement);
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Ask AI' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByLabelText('Ask a question about this document')).toBeInTheDocument();
    expect(await screen.findByText(/No questions yet/)).toBeInTheDocument();
  });

  it("asks about the draft through the draft's own routes and lists the answer with its quote", async () => {
    let questions: Question[] = [];
    const fetchMock = draftApi(
      'pro',
      {},
      {
        'GET /api/generated-documents/7/questions': () => jsonResponse({ questions }),
        'POST /api/generated-documents/7/ask': () => {
          questions = [anAnswer()];
          return jsonResponse({ question: questions[0] });
        },
      },
    );
    const { user } = renderApp('/document/7');
    await user.click(within(await tabList()).getByRole('tab', { name: 'Ask AI' }));
    await user.type(
      await screen.findByLabelText('Ask a question about this document'),
      'Which law governs this agreement?',
    );
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const list = await screen.findByRole('list', { name: 'Questions and answers' });
    expect(within(list).getByText(`${CLAUSE} (page 1)`)).toBeInTheDocument();
    const asked = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(asked?.[0])).toContain('/api/generated-documents/7/ask');
    expect(jsonBodyOf(asked?.[1])).toEqual({ question: 'Which law governs this agreement?' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/documents/7/'))).toBe(false);
  });

  it('says when the questions cannot be loaded', async () => {
    draftApi(
      'pro',
      {},
      {
        'GET /api/generated-documents/7/questions': () => jsonResponse({ message: 'boom' }, 500),
      },
    );
    const { user } = renderApp('/document/7');
    await user.click(within(await tabList()).getByRole('tab', { name: 'Ask AI' }));
    expect(await screen.findByText('Failed to load the questions.')).toBeInTheDocument();
  });

  it('offers a free plan the Ask AI upgrade on a draft too', async () => {
    draftApi('free', {});
    const { user } = renderApp('/document/7');
    await user.click(within(await tabList()).getByRole('tab', { name: 'Ask AI' }));
    expect(await screen.findByRole('link', { name: 'Upgrade to Ask AI Questions' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('keeps notes on a draft apart from the notes of an uploaded document with the same id', async () => {
    draftApi('pro', {});
    const { user } = renderApp('/document/7');
    await user.click(within(await tabList()).getByRole('tab', { name: 'Notes' }));
    expect(await screen.findByText('No notes yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await user.type(screen.getByLabelText('New note'), 'Check the payment clause');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(
      within(screen.getByRole('list', { name: 'Notes' })).getByText('Check the payment clause'),
    ).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('doclens:generated-document-notes:7')).toContain('payment clause'));
    expect(localStorage.getItem('doclens:document-notes:7')).toBeNull();
  });

  it('shows the analysis sections as not analysed yet until Analyze has run, with Notes and Ask AI still open', async () => {
    draftApi('pro', {}, { 'GET /api/generated-documents/7/questions': () => jsonResponse({ questions: [] }) });
    const { user } = renderApp('/document/7');
    expect(await screen.findByText('Not analysed yet')).toBeInTheDocument();
    await user.click(within(await tabList()).getByRole('tab', { name: 'Ask AI' }));
    expect(await screen.findByLabelText('Ask a question about this document')).toBeInTheDocument();
  });

  it("the editor links to the draft's view, where its Notes and Ask AI are", async () => {
    draftApi(
      'pro',
      {},
      {
        'GET /api/generated-documents/7/collaboration': () => jsonResponse(SINGLE_EDITOR_OF_OWNER),
      },
    );
    renderApp('/generated-document-editor/7');
    expect(await screen.findByRole('link', { name: 'Notes & Ask AI' })).toHaveAttribute(
      'href',
      '/document/7?source=generated',
    );
  });
});
