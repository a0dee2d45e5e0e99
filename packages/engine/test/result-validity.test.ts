import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ANALYSIS_TYPES, type AnalysisType } from '@doclens/api';
import { FIXTURES_DIR, fixturesPresent } from '@doclens/testing/shared-fixtures';
import { describe, expect, it } from 'vitest';
import {
  type CorpusKind,
  corpusSources,
  everyNth,
  fixtureSources,
  type InvalidResult,
  invalidResultsOf,
  pagesOfText,
  type TextSource,
} from '../quality/result-validity';

const CORPUS_DIR = fileURLToPath(new URL('../../../../shared/corpus/', import.meta.url));
const corpusPresent = existsSync(CORPUS_DIR);
type FixtureFolder = 'contracts' | 'cvs' | 'essays' | 'pdfs';
/** What each fixture folder holds; the damaged PDFs of `pdfs/` are read as every type. */
const OWN_TYPES: Record<FixtureFolder, AnalysisType[]> = {
  contracts: ['contract'],
  cvs: ['cv'],
  essays: ['essay'],
  pdfs: [...ANALYSIS_TYPES],
};
/**
 * Per fixture kind, how many are read as their own type and as "other": every one but the
 * contracts, which `contract-fixtures.test.ts` already analyses one by one from their text.
 * `npm run quality` ("Schema validity") reads every fixture PDF as every type.
 */
const OWN_TYPE_SAMPLE: Record<FixtureFolder, number> = {
  contracts: 5,
  cvs: Number.POSITIVE_INFINITY,
  essays: Number.POSITIVE_INFINITY,
  pdfs: Number.POSITIVE_INFINITY,
};
/**
 * Per fixture kind, how many are also read as every other type: a contract as a CV or an essay
 * costs far more than as a contract, and `npm run quality` ("Schema validity") reads every one.
 */
const CROSS_TYPE_SAMPLE: Record<FixtureFolder, number> = {
  contracts: 5,
  cvs: 5,
  essays: Number.POSITIVE_INFINITY,
  pdfs: 0,
};
/** Per corpus kind: enough to meet unusual layouts, few enough for seconds (`npm run quality` reads them all). */
const CORPUS_SAMPLE = { contracts: 6, essays: 20, cvs: 6 } as const satisfies Record<CorpusKind, number>;
/**
 * How many contracts of the sample are read as a CV and as an essay: the shortest, since those
 * analysers' time grows with the text (the longest fixture contract takes a minute as an essay on a
 * loaded machine).
 */
const CONTRACTS_AS_OTHER_TYPES = 2;

/** Texts at the edges of what extraction can hand over, each analysed as every type. */
const EDGE_TEXTS: Record<string, string> = {
  // The text pdf.js extracts from its corpus's french_diacritics.pdf: accented letters on their own.
  'french_diacritics.pdf': 'à â ä é è ê ë î ï ô ö ù û ü ÿ ç œ æ\nÀ Â Ä É È Ê Ë Î Ï Ô Ö Ù Û Ü Ÿ Ç Œ Æ',
  'one word': 'Invoice',
  'short words only': 'A b c. I am on it. To do so is ok. Go up. We do.',
  'numbers only': '1 2 3 4 5\n2024 12.50 €100 7%\n555-0100',
  'punctuation only': '... --- *** ### !!! ??? ,,, ;;; ::: ((( )))',
  'one long token': 'x'.repeat(5000),
  'no spaces (Chinese)': '本合同由双方签订。甲方应按时付款。乙方应提供服务。如有争议，应协商解决。',
  'right to left (Arabic)': 'هذا العقد بين الطرفين. يجب على المستأجر دفع الإيجار شهريا. ينتهي العقد بعد سنة.',
  'one sentence repeated': 'The tenant shall pay the rent on time. '.repeat(200),
  'emoji and symbols': '✅ Done 🚀 Launch 📄 Report ⚠️ Risk ✔ ✘ → ← ★',
  'placeholders only': '@CAPS1 @PERSON2 @NUM3 @DATE4 @LOCATION1',
};

/** The source with its text read once and kept, however many tests and types read it. */
function extractedOnce(source: TextSource): TextSource {
  let pages: ReturnType<TextSource['pages']> | undefined;
  return { name: source.name, pages: () => (pages ??= source.pages()) };
}

/** The `count` sources with the least text, in their original order. */
async function shortest(sources: readonly TextSource[], count: number): Promise<TextSource[]> {
  const lengths = new Map<TextSource, number>();
  for (const source of sources) {
    lengths.set(
      source,
      (await source.pages()).reduce((sum, page) => sum + page.text.length, 0),
    );
  }
  const kept = new Set([...sources].sort((a, b) => (lengths.get(a) ?? 0) - (lengths.get(b) ?? 0)).slice(0, count));
  return sources.filter((source) => kept.has(source));
}

function described(invalid: InvalidResult[]): string[] {
  return invalid.map((result) => `${result.name} as ${result.documentType}: ${result.issues.slice(0, 3).join('; ')}`);
}

async function invalidOf(
  sources: readonly TextSource[],
  types: readonly AnalysisType[] = ANALYSIS_TYPES,
): Promise<string[]> {
  const invalid: InvalidResult[] = [];
  for (const [index, source] of sources.entries()) invalid.push(...(await invalidResultsOf(source, index, types)));
  return described(invalid);
}

describe('every analysis the engine returns is one the schema accepts', () => {
  it('for texts at the edges of what a PDF can hold, as every type', async () => {
    const sources = Object.entries(EDGE_TEXTS).map(([name, text]) => ({ name, pages: async () => pagesOfText(text) }));
    expect(await invalidOf(sources)).toEqual([]);
    // Eleven texts up to hundreds of thousands of characters, each as four types: about 35 s alone,
    // over a minute on two cores shared with other test files. The limit only ends a hung run.
  }, 180_000);
});

describe.skipIf(!fixturesPresent)('every fixture document gives a valid analysis', () => {
  // Each PDF is extracted once, whichever tests read it.
  const sources = fixturesPresent ? fixtureSources(FIXTURES_DIR).map(extractedOnce) : [];
  const inFolder = (folder: FixtureFolder) => sources.filter((source) => source.name.startsWith(`${folder}/`));

  it('every fixture CV, essay and damaged PDF and a sample of the contracts, as the type of its folder and as any other document', async () => {
    expect(sources.length).toBeGreaterThanOrEqual(80);
    const invalid: string[] = [];
    for (const [folder, types] of Object.entries(OWN_TYPES) as Array<[FixtureFolder, AnalysisType[]]>) {
      expect(inFolder(folder).length, folder).toBeGreaterThan(0);
      invalid.push(...(await invalidOf(everyNth(inFolder(folder), OWN_TYPE_SAMPLE[folder]), [...types, 'other'])));
    }
    expect(invalid).toEqual([]);
  }, 480_000);

  it('a fixed sample of each fixture kind as every other type (npm run quality runs them all)', async () => {
    const invalid: string[] = [];
    for (const [folder, types] of Object.entries(OWN_TYPES) as Array<[FixtureFolder, AnalysisType[]]>) {
      const others = ANALYSIS_TYPES.filter((type) => type !== 'other' && !types.includes(type));
      if (others.length === 0) continue;
      const sample = everyNth(inFolder(folder), CROSS_TYPE_SAMPLE[folder]);
      const read = folder === 'contracts' ? await shortest(sample, CONTRACTS_AS_OTHER_TYPES) : sample;
      invalid.push(...(await invalidOf(read, others)));
    }
    expect(invalid).toEqual([]);
  }, 480_000);
});

describe.skipIf(!corpusPresent)(
  'a fixed sample of the corpus gives valid analyses (npm run quality reads it all)',
  () => {
    for (const [kind, count] of Object.entries(CORPUS_SAMPLE) as Array<[CorpusKind, number]>) {
      it(`${count} ${kind}, as their own type and as any other document`, async () => {
        const own: Record<CorpusKind, AnalysisType> = { contracts: 'contract', essays: 'essay', cvs: 'cv' };
        const sample = everyNth(corpusPresent ? corpusSources(CORPUS_DIR, kind) : [], count);
        expect(sample).toHaveLength(count);
        expect(await invalidOf(sample, [own[kind], 'other'])).toEqual([]);
      }, 120_000);
    }
  },
);
