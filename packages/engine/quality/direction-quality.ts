import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ContractParty } from '@doclens/api';
import { type Actor, directionOf } from '../src/local/contract/contract-direction';
import { detectParties, readerParty } from '../src/local/contract/contract-parties';
import type { QualitySectionRunner } from './quality-section';

/** Hand-labelled sentences from CUAD contracts (CC BY 4.0): see `test/data/README.md`. */
export const DIRECTION_SENTENCES = fileURLToPath(new URL('../test/data/direction-sentences.json', import.meta.url));
const CORPUS_TEXT_DIR = fileURLToPath(new URL('../../../../shared/corpus/contracts/text/', import.meta.url));
export const DIRECTION_TARGET = 0.9;

export interface LabelledSentence {
  file: string;
  /** `build`: the rules were written looking at it; `holdout`: not looked at; `random`: a later random draw. */
  split: 'build' | 'holdout' | 'random';
  kind: string;
  sentence: string;
  parties: Array<{ name: string; aliases: string[] }>;
  /** A party's short name, 'mutual', or 'none' when the sentence binds no one in particular. */
  obligor: string;
  beneficiary: string;
}

export interface DirectionFigures {
  /** Sentences whose obligor and beneficiary are both right, out of all. */
  correct: number;
  total: number;
  bySplit: Record<LabelledSentence['split'], { correct: number; total: number }>;
  byKind: Record<string, { correct: number; total: number }>;
  wrong: Array<{ item: LabelledSentence; obligor: string; beneficiary: string }>;
}

export function labelledSentences(): LabelledSentence[] {
  return (JSON.parse(readFileSync(DIRECTION_SENTENCES, 'utf8')) as { sentences: LabelledSentence[] }).sentences;
}

/**
 * Direction accuracy with the labelled parties given, so that it measures the reading of the
 * sentence alone: both the obligor and the beneficiary must be right.
 */
export function measureDirection(items: readonly LabelledSentence[]): DirectionFigures {
  const figures: DirectionFigures = {
    correct: 0,
    total: 0,
    bySplit: {
      build: { correct: 0, total: 0 },
      holdout: { correct: 0, total: 0 },
      random: { correct: 0, total: 0 },
    },
    byKind: {},
    wrong: [],
  };
  for (const item of items) {
    const parties: ContractParty[] = item.parties.map((party) => ({ ...party, roles: [] }));
    const direction = directionOf(item.sentence, parties);
    // No direction read is right for a sentence that binds no one ('none').
    const obligor = direction ? actorName(direction.obligor, parties) : 'none';
    const beneficiary = direction
      ? direction.beneficiary
        ? actorName(direction.beneficiary, parties)
        : 'unknown'
      : 'none';
    const right = obligor === item.obligor && beneficiary === item.beneficiary;
    const kind = figures.byKind[item.kind] ?? { correct: 0, total: 0 };
    figures.byKind[item.kind] = kind;
    for (const tally of [figures, figures.bySplit[item.split], kind]) {
      tally.total += 1;
      if (right) tally.correct += 1;
    }
    if (!right) figures.wrong.push({ item, obligor, beneficiary });
  }
  return figures;
}

/** How many of the labelled contracts' parties are found by `detectParties` from the contract's own text. */
export function measurePartyDetection(items: readonly LabelledSentence[]): { correct: number; total: number } {
  const files = new Map(items.map((item) => [item.file, item]));
  let correct = 0;
  let total = 0;
  for (const [file, item] of files) {
    const path = `${CORPUS_TEXT_DIR}${file}`;
    if (!existsSync(path)) continue;
    total += 1;
    const found = detectParties(readFileSync(path, 'utf8'));
    const everyPartyFound = item.parties.every((party) =>
      found.some((detected) => detected.aliases.some((alias) => party.aliases.some((want) => same(alias, want)))),
    );
    if (everyPartyFound && found.length === item.parties.length) correct += 1;
  }
  return { correct, total };
}

/**
 * How many corpus contracts leave the reader's party unknown for the client and for the provider role:
 * the findings of those are told without knowing which party the reader is.
 */
export function measureUnknownReader(): { client: number; provider: number; total: number } {
  const figures = { client: 0, provider: 0, total: 0 };
  if (!existsSync(CORPUS_TEXT_DIR)) return figures;
  for (const file of readdirSync(CORPUS_TEXT_DIR).filter((name) => name.endsWith('.txt'))) {
    const parties = detectParties(readFileSync(`${CORPUS_TEXT_DIR}${file}`, 'utf8'));
    figures.total += 1;
    if (!readerParty(parties, 'client', undefined)) figures.client += 1;
    if (!readerParty(parties, 'service-provider', undefined)) figures.provider += 1;
  }
  return figures;
}

function actorName(actor: Actor, parties: readonly ContractParty[]): string {
  if (actor.kind === 'mutual') return 'mutual';
  if (actor.kind === 'party') return parties[actor.party]?.aliases[0] ?? 'unknown';
  return `side:${actor.side}`;
}

function same(a: string, b: string): boolean {
  const norm = (text: string) =>
    text
      .toLowerCase()
      .replace(/^the\s+/u, '')
      .trim();
  return norm(a) === norm(b);
}

function ratio(tally: { correct: number; total: number }): string {
  return `${(tally.total === 0 ? 0 : tally.correct / tally.total).toFixed(2)} (${tally.correct}/${tally.total})`;
}

/** Who owes whom in obligation, right, indemnity, limit and termination sentences of CUAD contracts. */
export const directionQuality: QualitySectionRunner = async () => {
  const items = labelledSentences();
  const figures = measureDirection(items);
  const accuracy = figures.total === 0 ? 0 : figures.correct / figures.total;
  const holdout = figures.bySplit.holdout;
  const parties = measurePartyDetection(items);
  const unknown = measureUnknownReader();
  return {
    title: 'Parties and direction (who owes whom)',
    rows: [
      {
        measure: 'direction accuracy (obligor and beneficiary), labelled set',
        value: ratio(figures),
        target: `≥ ${DIRECTION_TARGET.toFixed(2)}`,
        met: accuracy >= DIRECTION_TARGET,
      },
      { measure: 'of which build half (rules written looking at it)', value: ratio(figures.bySplit.build) },
      { measure: 'of which held-out half (not looked at)', value: ratio(holdout) },
      { measure: 'of which random later draw (incl. sentences binding no one)', value: ratio(figures.bySplit.random) },
      { measure: 'contracts whose parties are all detected from their text', value: ratio(parties) },
      {
        measure: 'corpus contracts whose reader party is unknown, role client',
        value: ratio({ correct: unknown.client, total: unknown.total }),
      },
      {
        measure: 'corpus contracts whose reader party is unknown, role service provider',
        value: ratio({ correct: unknown.provider, total: unknown.total }),
      },
    ],
    notes: Object.entries(figures.byKind)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, tally]) => `${kind}: ${ratio(tally)}`),
  };
};
