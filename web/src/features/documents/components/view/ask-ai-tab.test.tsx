import type { PlanId, Question } from '@doclens/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aDocument, CONTRACT_ANALYSIS } from '../../../../test/fixtures/document-page.fixtures';
import { type ApiHandler, aUser, jsonBodyOf, jsonResponse, mockApi } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';

const now = new Date().toISOString();

function aQuestion(overrides: Partial<Question>): Question {
  return {
    id: 'q1',
    question: 'Which law governs this agreement?',
    answer: 'Governing law: Delaware (page 2).',
    status: 'answered',
    found: true,
    citations: [{ page: 2, quote: 'This Agreement shall be governed by the laws of the State of Delaware.' }],
    engine: { provider: 'local', version: 'test' },
    createdAt: now,
    ...overrides,
  };
}

function askApi(plan: PlanId, routes: Record<string, ApiHandler>) {
  return mockApi({
    'GET /api/auth/user': () => jsonResponse(aUser(plan)),
    'GET /api/documents/7': () => jsonResponse(aDocument({ analysis: CONTRACT_ANALYSIS })),
    ...routes,
  });
}

async function openChat(plan: PlanId, routes: Record<string, ApiHandler>) {
  const fetchMock = askApi(plan, routes);
  const rendered = renderApp('/document/7?tab=chat');
  const box = await screen.findByLabelText('Ask a question about this document');
  return { ...rendered, fetchMock, box };
}

describe('the Ask AI tab', () => {
  it('offers a free plan the upgrade to Ask AI, leading to /pricing, and asks the server nothing', async () => {
    const fetchMock = askApi('free', {});
    renderApp('/document/7?tab=chat');
    expect(await screen.findByRole('heading', { name: 'Available on Pro and Enterprise plans' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Ask AI Questions' })).toHaveAttribute('href', '/pricing');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/questions'))).toBe(false);
  });

  it('asks a question, clears the box, says it was answered and lists the answer first with its citation', async () => {
    let questions: Question[] = [aQuestion({ id: 'old', question: 'Who are the parties?', answer: 'Parties: A; B.' })];
    const { user, box, fetchMock } = await openChat('pro', {
      'GET /api/documents/7/questions': () => jsonResponse({ questions }),
      'POST /api/documents/7/ask': () => {
        const asked = aQuestion({ id: 'new' });
        questions = [asked, ...questions];
        return jsonResponse({ question: asked });
      },
    });
    const ask = screen.getByRole('button', { name: 'Ask' });
    expect(ask).toBeDisabled();
    await user.type(box, '   ');
    expect(ask).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'Which law governs this agreement?');
    await user.click(ask);
    expect(await screen.findByText('Question answered')).toBeInTheDocument();
    expect(box).toHaveValue('');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(jsonBodyOf(post?.[1])).toEqual({ question: 'Which law governs this agreement?' });
    const list = screen.getByRole('list', { name: 'Questions and answers' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Which law governs this agreement?');
    expect(second).toHaveTextContent('Who are the parties?');
    expect(
      within(first as HTMLElement).getByRole('button', {
        name: 'Show on page 2: This Agreement shall be governed by the laws of the State of Delaware.',
      }),
    ).toBeInTheDocument();
  });

  it('shows a pending answer as pending and a refusal with its passages as related, not as sources', async () => {
    await openChat('enterprise', {
      'GET /api/documents/7/questions': () =>
        jsonResponse({
          questions: [
            aQuestion({
              id: 'p',
              question: 'Is there an escrow?',
              status: 'pending',
              answer: null,
              found: null,
              citations: [],
            }),
            aQuestion({
              id: 'n',
              question: 'Is source code held in escrow?',
              found: false,
              answer: 'This document does not seem to say whether source code is held in escrow.',
              citations: [{ page: 5, quote: 'Source materials are kept by the Licensor.' }],
            }),
          ],
        }),
    });
    expect(await screen.findByText('Answer pending…')).toBeInTheDocument();
    expect(screen.getByText('Not stated in the document')).toBeInTheDocument();
    expect(screen.getByText('Related passages')).toBeInTheDocument();
    expect(screen.queryByText('Sources')).not.toBeInTheDocument();
  });

  it('waits on the server for a pending answer and shows it once the server answers', async () => {
    let answered = false;
    const { fetchMock } = await openChat('pro', {
      'GET /api/documents/7/questions': ({ url }) => {
        // The long poll: the server holds it until the answer lands, as the gateway does.
        answered = url.searchParams.get('wait') !== null;
        return jsonResponse({
          questions: [
            answered
              ? aQuestion({ id: 'p', question: 'Is there an escrow?', answer: 'No escrow is mentioned.' })
              : aQuestion({ id: 'p', question: 'Is there an escrow?', status: 'pending', answer: null, citations: [] }),
          ],
        });
      },
    });
    expect(await screen.findByText('Answer pending…')).toBeInTheDocument();
    expect(await screen.findByText('No escrow is mentioned.', {}, { timeout: 5_000 })).toBeInTheDocument();
    const reads = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/questions'));
    expect(reads[0]).not.toContain('wait=');
    expect(reads.at(-1)).toContain('wait=20');
  });

  it('starts the upgrade flow when the server refuses the plan', async () => {
    const { user, box } = await openChat('pro', {
      'GET /api/documents/7/questions': () => jsonResponse({ questions: [] }),
      'POST /api/documents/7/ask': () =>
        jsonResponse({ message: 'Ask AI is available on Pro and Enterprise plans. Upgrade to Ask AI Questions.' }, 403),
    });
    await user.type(box, 'Is liability capped?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/pricing'));
  });

  it('sends a logged-out user to sign in, saying so', async () => {
    const { user, box } = await openChat('pro', {
      'GET /api/documents/7/questions': () => jsonResponse({ questions: [] }),
      'POST /api/documents/7/ask': () => jsonResponse({ message: 'Unauthorized' }, 401),
    });
    await user.type(box, 'Is liability capped?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth'));
  });

  it('says a failed question failed and keeps the question in the box', async () => {
    const { user, box } = await openChat('pro', {
      'GET /api/documents/7/questions': () => jsonResponse({ questions: [] }),
      'POST /api/documents/7/ask': () => jsonResponse({ message: 'boom' }, 500),
    });
    await user.type(box, 'Is liability capped?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Failed to process your question. Please try again.')).toBeInTheDocument();
    expect(box).toHaveValue('Is liability capped?');
  });
});
