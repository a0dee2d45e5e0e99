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

describe('the thesis where writers put it', () => {
  const body = [
    'Readers choose what they borrow, and nobody has to open a book they dislike. A parent can guide a child at home and talk about what the child reads.',
    'A library serves readers of every age and every belief. The shelves belong to the whole town, so one family should not decide for all.',
    'In the end, a library that removes books stops being a place for everyone. Every book should stay on the shelf.',
  ];

  it('is the judgement that closes the introduction, not a general claim before it', async () => {
    const intro =
      'Who decides what is fit to read? Every family answers that question in its own way. Children must learn about the world one day. Hiding books from readers is not always a good thing, and removing them is ridiculous.';
    const { argumentClarity } = await analyzeEssay([intro, ...body].join('\n\n'), arguing);
    expect(argumentClarity.thesisText).toBe(
      'Hiding books from readers is not always a good thing, and removing them is ridiculous.',
    );
  });

  it('is not a judgement the essay gives as someone else’s', async () => {
    const intro =
      'Libraries hold books on every subject. Some of them upset some readers. To many parents, these novels are offensive. Libraries should keep every book on the shelf.';
    const { argumentClarity } = await analyzeEssay([intro, ...body].join('\n\n'), arguing);
    expect(argumentClarity.thesisText).toBe('Libraries should keep every book on the shelf.');
  });

  it('is never a judgement framed as another’s, even where the introduction states no position', async () => {
    const intro = 'Libraries hold books on every subject. Some of them upset some readers.';
    const story =
      'A grandmother and her grandson borrow a novel together. She reads a page and frowns. To the grandmother, the novel is offensive.';
    const { argumentClarity } = await analyzeEssay([intro, story, ...body].join('\n\n'), arguing);
    expect(argumentClarity.thesisText ?? '').not.toMatch(/To the grandmother/u);
  });
});
