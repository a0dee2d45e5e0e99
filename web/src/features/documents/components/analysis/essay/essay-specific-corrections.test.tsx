import type { EssayAnalysis, SpecificCorrection } from '@doclens/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../../app/app-providers';
import { createQueryClient } from '../../../../../lib/query-client';
import { essaySample } from '../../../../../test/fixtures/essay-analysis.fixtures';
import { jsonResponse, mockApi } from '../../../../../test/mock-api';
import { EssayAnalysisView } from './essay-analysis-view';

const RULES_URL = '/api/documents/7/ignored-writing-rules';

const ofForHave: SpecificCorrection = {
  ruleId: 'verb-form.of-for-have',
  category: 'Verb form',
  severity: 'critical',
  location: 'Paragraph 1',
  error: 'could of',
  correction: 'could have',
  explanation: '“Of” is not a verb; after could, should or would, write “have”.',
};
const pronounI: SpecificCorrection = {
  ruleId: 'capitals.pronoun-i',
  category: 'Capitalisation',
  severity: 'moderate',
  location: 'Paragraph 2',
  error: 'i',
  correction: 'I',
  explanation: 'The pronoun “I” is always a capital letter.',
};
const analysis: EssayAnalysis = {
  ...essaySample,
  grammarAndStyle: { ...essaySample.grammarAndStyle, specificCorrections: [ofForHave, pronounI] },
};

function renderCorrections() {
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <EssayAnalysisView analysis={analysis} section="recommendations" plan="pro" documentId={7} />
      </MemoryRouter>
    </AppProviders>,
  );
  return user;
}

const correctionOf = (error: string) => screen.getByText(error).closest('article') as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ignoring a writing rule in an essay', () => {
  it('names the rule of each correction and hides a rule ignored from the keyboard', async () => {
    let stored: string[] = [];
    const fetchMock = mockApi({
      [`GET ${RULES_URL}`]: () => jsonResponse({ ruleIds: stored }),
      [`PUT ${RULES_URL}/verb-form.of-for-have`]: () => {
        stored = ['verb-form.of-for-have'];
        return jsonResponse({ ruleIds: stored });
      },
    });
    const user = renderCorrections();
    expect(within(correctionOf('could of')).getByText('verb-form.of-for-have')).toBeInTheDocument();
    expect(within(correctionOf('i')).getByText('capitals.pronoun-i')).toBeInTheDocument();

    const ignore = within(correctionOf('could of')).getByRole('button', { name: 'Ignore this rule in this document' });
    ignore.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByText('could of')).not.toBeInTheDocument());
    expect(screen.getByText('i')).toBeInTheDocument();
    const ignoredRules = screen.getByRole('region', { name: 'Ignored rules' });
    expect(ignoredRules).toHaveTextContent('1 correction is hidden by the rules you ignore in this document.');
    expect(within(ignoredRules).getByText('verb-form.of-for-have')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/verb-form.of-for-have') && init?.method === 'PUT',
      ),
    ).toBe(true);
  });

  it('keeps a rule ignored on the next visit and shows it again on request', async () => {
    mockApi({
      [`GET ${RULES_URL}`]: () => jsonResponse({ ruleIds: ['verb-form.of-for-have'] }),
      [`DELETE ${RULES_URL}/verb-form.of-for-have`]: () => jsonResponse({ ruleIds: [] }),
    });
    const user = renderCorrections();
    expect(await screen.findByRole('region', { name: 'Ignored rules' })).toBeInTheDocument();
    expect(screen.queryByText('could of')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show this rule again' }));
    expect(await screen.findByText('could of')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ignored rules' })).not.toBeInTheDocument();
  });
});
