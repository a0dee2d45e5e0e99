import { type PatternItem, type PatternNode, readPattern } from './pattern-syntax';

/**
 * What a text must hold, in lower case, for a pattern to match in it: a whole word, the start of
 * a word, or a stretch of characters anywhere.
 */
export interface Probe {
  kind: 'word' | 'word-start' | 'text';
  value: string;
}

/**
 * A pattern matches only in a text holding at least one probe of every clause. Empty when the
 * pattern needs nothing this reading can tell (it then runs on every text).
 */
export type Requirement = readonly (readonly Probe[])[];

/**
 * The literals every match of the pattern contains, read from its source: runs of letters the
 * pattern spells out, at least one word of each group of words it must pass through, and the
 * punctuation it must cross. Conservative: whatever the pattern may skip is left out.
 */
export function requiredLiterals(pattern: RegExp): Requirement {
  const alternatives = readPattern(pattern);
  if (!alternatives) return [];
  if (alternatives.length === 1) return ranked(sequenceClauses(alternatives[0] ?? [], false, false));
  const clause = eitherClause(alternatives, false, false);
  return clause ? [clause] : [];
}

const WORD_CHARACTER = /^\w$/u;

function sequenceClauses(items: readonly PatternItem[], left: boolean, right: boolean): Probe[][] {
  const clauses: Probe[][] = [];
  let run = '';
  let runLeft = false;
  const endRun = (runRight: boolean) => {
    if (run !== '') clauses.push([probeOf(run, runLeft, runRight)]);
    run = '';
  };
  items.forEach((item, index) => {
    const { node } = item;
    if (node.type === 'char' && WORD_CHARACTER.test(node.char) && item.min >= 1) {
      if (run === '') runLeft = boundedBefore(items, index, left);
      run += node.char.toLowerCase();
      if (!item.once) endRun(false);
      return;
    }
    endRun(boundedAfter(items, index - 1, right));
    if (item.min < 1) return;
    // Only ASCII punctuation: its case never changes, so the lower-cased text holds it as written.
    if (node.type === 'char' && node.char < '\u0080') clauses.push([{ kind: 'text', value: node.char }]);
    if (node.type === 'group' && node.look !== 'negative') {
      const clause = eitherClause(
        node.alternatives,
        boundedBefore(items, index, left),
        boundedAfter(items, index, right),
      );
      if (clause) clauses.push(clause);
    }
  });
  endRun(boundedAfter(items, items.length - 1, right));
  return clauses;
}

/** One probe of each alternative's most telling clause; none when an alternative needs nothing. */
function eitherClause(alternatives: readonly PatternItem[][], left: boolean, right: boolean): Probe[] | undefined {
  const probes = new Map<string, Probe>();
  for (const alternative of alternatives) {
    const best = ranked(sequenceClauses(alternative, left, right))[0];
    if (!best) return undefined;
    for (const probe of best) probes.set(`${probe.kind} ${probe.value}`, probe);
  }
  return [...probes.values()];
}

function probeOf(run: string, left: boolean, right: boolean): Probe {
  if (!left) return { kind: 'text', value: run };
  return { kind: right ? 'word' : 'word-start', value: run };
}

/** The most telling clauses first: long, whole words. */
function ranked(clauses: Probe[][]): Probe[][] {
  return clauses.sort((a, b) => clauseScore(b) - clauseScore(a) || a.length - b.length);
}

const clauseScore = (clause: readonly Probe[]): number => Math.min(...clause.map(probeScore));

const probeScore = (probe: Probe): number =>
  probe.value.length + (probe.kind === 'word' ? 4 : probe.kind === 'word-start' ? 2 : 0);

/**
 * Whether, where the item at `index` starts with a word character, the character before it cannot
 * be one (or there is none): a `\b`, a space or punctuation the pattern must cross, or the context's.
 */
function boundedBefore(items: readonly PatternItem[], index: number, context: boolean): boolean {
  for (let at = index - 1; at >= 0; at--) {
    const item = items[at] as PatternItem;
    const { node } = item;
    if (node.type === 'boundary') return true;
    if (node.type === 'group' && node.look !== 'none') {
      if (node.look === 'behind' && node.alternatives.every((alternative) => endsBounded(alternative))) return true;
      continue;
    }
    const bounded =
      node.type === 'group' ? node.alternatives.every((alternative) => endsBounded(alternative)) : isNonWord(node);
    if (item.min >= 1 || !bounded) return bounded;
  }
  return context;
}

/** The mirror of boundedBefore: where the item at `index` ends with a word character, none follows. */
function boundedAfter(items: readonly PatternItem[], index: number, context: boolean): boolean {
  for (let at = index + 1; at < items.length; at++) {
    const item = items[at] as PatternItem;
    const { node } = item;
    if (node.type === 'boundary') return true;
    if (node.type === 'group' && node.look !== 'none') {
      if (node.look === 'ahead' && node.alternatives.every((alternative) => startsBounded(alternative))) return true;
      continue;
    }
    const bounded =
      node.type === 'group' ? node.alternatives.every((alternative) => startsBounded(alternative)) : isNonWord(node);
    if (item.min >= 1 || !bounded) return bounded;
  }
  return context;
}

const endsBounded = (items: readonly PatternItem[]): boolean => boundedBefore(items, items.length, false);

const startsBounded = (items: readonly PatternItem[]): boolean => boundedAfter(items, -1, false);

function isNonWord(node: PatternNode): boolean {
  if (node.type === 'non-word') return true;
  return node.type === 'char' && !WORD_CHARACTER.test(node.char) && !/[\u017f\u212a]/u.test(node.char);
}
