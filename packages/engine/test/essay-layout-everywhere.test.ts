import { DEFAULT_ANALYSIS_PARAMETERS } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { readBulkDocument } from '../src/local/bulk/document-kind';
import { extractFieldsFrom } from '../src/local/bulk/extract-fields';
import { prepareDocumentText } from '../src/text/document-text';
import { analyzeEssayPages } from './result-checks';

/**
 * An argument written for this test whose paragraphs are parted by runs of spaces on one line, as
 * text copied out of a web form keeps them (the line breaks lost, the indentation left).
 */
const ESSAY = [
  'Many schools now argue about what a modern curriculum should hold. Some want more history, others more sport. I believe every student should learn to write computer code, because it teaches careful thinking that every subject needs.',
  'First, writing code trains logic. A program does exactly what it is told, so a student learns to break a problem into small steps and to check each one. This habit helps in mathematics and in science experiments.',
  'Second, coding teaches patience. Programs rarely work the first time, and finding a mistake takes calm attention. Students who learn to keep going when something fails carry that strength into every other class.',
  'Some people say that coding is only useful for future engineers. However, the thinking it teaches is useful to writers, doctors and lawyers as well, since all of them must reason clearly.',
  'In conclusion, coding deserves a place beside reading and mathematics in every school.',
].join('     ');

describe('an essay is read with the same paragraphs wherever it is used', () => {
  it('gives bulk analysis the thesis the essay analysis finds', async () => {
    const pages = [{ pageNumber: 1, text: ESSAY }];
    const analysis = await analyzeEssayPages(pages, DEFAULT_ANALYSIS_PARAMETERS.essay);
    const thesis = analysis.argumentClarity.thesisText;
    expect(thesis).toMatch(/^I believe every student should learn to write computer code/u);
    const [cell] = extractFieldsFrom(readBulkDocument(prepareDocumentText(pages)), ['Thesis']);
    expect(cell?.value).toBe(thesis);
  });
});
