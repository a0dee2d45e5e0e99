import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

/** The thesis quoted is the writer's own position: not the opening story, a paraphrase of a quotation or a question. */
const arguing = {
  academicLevel: 'high-school',
  subject: 'Should libraries remove books that some readers find offensive?',
} as const;

describe('the thesis of an essay that opens with a story', () => {
  it('is the position stated after the story, not a sentence of the story', async () => {
    const text = [
      'I went to the town library last week and found the shelf of comics empty.',
      'I asked the librarian about it and she showed me a letter from a parent.',
      'I walked home without a single book that day.',
      'Removing books from libraries would be a serious mistake.',
      'Every family can choose what its own children read at home.',
      'A library serves readers of every age and every belief.',
      'Some parents say certain comics are too violent, but they can guide their own children.',
      'For these reasons libraries should keep every book.',
    ].join(' ');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText).toBe('Removing books from libraries would be a serious mistake.');
  });
});

describe('the thesis of an essay that explains a quotation in its introduction', () => {
  it('is the writer’s position, not what the writer says the quotation means', async () => {
    const text = [
      'A librarian once wrote that every reader deserves a free choice of books. The quote means that children should be allowed and should be trusted to pick what they read.',
      'I believe libraries should keep every book on their shelves. A library serves the whole town, and every family chooses for its own children.',
      'Some parents worry about violent stories, but they can guide their children at home.',
      'For these reasons libraries should keep every book.',
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText ?? '').not.toMatch(/quote means/u);
  });
});

describe('the thesis of an essay that answers its own opening question', () => {
  it('is the question read with its short answer', async () => {
    const text = [
      'Do I think libraries should remove books that some readers find offensive? No I do not. Our library is good for the whole town.',
      'A library serves every family, and each family chooses for its own children.',
      'Some parents worry about violent stories, but they can guide their children at home.',
      'For these reasons libraries should keep every book.',
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText).toBe(
      'Do I think libraries should remove books that some readers find offensive? No I do not.',
    );
  });
});
