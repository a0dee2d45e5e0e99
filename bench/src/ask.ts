import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { createLocalAnswerer, type DocumentPage } from '@doclens/engine';
import { askThroughGateway } from './ask-through-gateway';
import { writeFigureLines } from './figure-line';
import { percentile } from './statistics';

/**
 * Ask AI latency with the local engine, as the analysis worker answers: a 50-page contract (the
 * longest fixture contract, repeated to 50 dense pages) and one question per common clause. The
 * first question on a document also scores every sentence with the clause classifier; later ones
 * reuse those scores, so the first is reported on its own.
 */
const FIXTURES_DIR = resolve(import.meta.dirname, '../../../shared/fixtures');
const PAGES = 50;
const PAGE_CHARACTERS = 3000;
const ROUNDS = 3;
const TARGET_P95_MS = 300;
/** One round: the gateway allows a user 20 questions a minute, and the first question makes 16. */
const GATEWAY_ROUNDS = 1;
const TARGET_GATEWAY_P95_MS = 1000;
const QUESTIONS = [
  'Which law governs this agreement?',
  'Who are the parties to this agreement?',
  'When does this agreement expire?',
  'Does the agreement renew automatically?',
  'Can either party terminate for convenience?',
  'Is liability capped?',
  'Can the agreement be assigned to someone else?',
  'Is there a non-compete restriction?',
  'Do we have audit rights?',
  'What insurance must be maintained?',
  'Who owns the intellectual property that is developed?',
  'Is source code held in escrow?',
  'What happens on a change of control?',
  'How are invoices paid?',
  'What are the confidentiality obligations?',
];

if (!existsSync(FIXTURES_DIR)) {
  process.stdout.write(`Ask AI benchmark skipped: no fixtures at ${FIXTURES_DIR}\n`);
  process.exit(0);
}

const pages = fiftyPages(longestContractText());
const loadBefore = loadavg()[0] ?? 0;
const answerer = createLocalAnswerer();
const document = { documentType: 'contract' as const, pages };

const firstStarted = performance.now();
await answerer.answer(QUESTIONS[0] as string, document);
const firstMs = performance.now() - firstStarted;

const times: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const question of QUESTIONS) {
    const started = performance.now();
    await answerer.answer(question, document);
    times.push(performance.now() - started);
  }
}
const p95 = percentile(times, 0.95);
const loadBetween = loadavg()[0] ?? 0;
// A copy the answer cache of this process has not seen, so the first question through the gateway is cold.
const unseen = pages.map((page) => ({ ...page, text: `${page.text}\n` }));
const gateway = await askThroughGateway(unseen, QUESTIONS, GATEWAY_ROUNDS);
const gatewayP95 = percentile(gateway.times, 0.95);
const loadAfter = loadavg()[0] ?? 0;
process.stdout.write(
  [
    `Ask AI benchmark — local engine, a ${PAGES}-page contract, ${availableParallelism()} cores; load average (1 min) ${loadBefore.toFixed(1)} at the start, ${loadBetween.toFixed(1)} between the parts, ${loadAfter.toFixed(1)} at the end`,
    '',
    `In the worker (answer() alone), ${QUESTIONS.length} questions × ${ROUNDS} rounds:`,
    '',
    '| measure | value |',
    '| --- | --- |',
    `| first question on the document (index built, classifier scores every sentence) | ${firstMs.toFixed(0)} ms |`,
    `| p50 | ${percentile(times, 0.5).toFixed(0)} ms |`,
    `| p95 (target ≤ ${TARGET_P95_MS} ms) | ${p95.toFixed(0)} ms ${p95 <= TARGET_P95_MS ? '✔' : '✘'} |`,
    `| max | ${Math.max(...times).toFixed(0)} ms |`,
    '',
    `Request to answer through the gateway (POST /api/documents/{id}/ask, the analysis worker in the same process, real Postgres and Redis), ${QUESTIONS.length} questions × ${GATEWAY_ROUNDS} rounds:`,
    '',
    '| measure | value |',
    '| --- | --- |',
    `| first question on the document | ${gateway.firstMs.toFixed(0)} ms |`,
    `| p50 | ${percentile(gateway.times, 0.5).toFixed(0)} ms |`,
    `| p95 (target ≤ ${TARGET_GATEWAY_P95_MS} ms) | ${gatewayP95.toFixed(0)} ms ${gatewayP95 <= TARGET_GATEWAY_P95_MS ? '✔' : '✘'} |`,
    `| max | ${Math.max(...gateway.times).toFixed(0)} ms |`,
    `| returned pending instead of answered | ${gateway.pending} |`,
    '',
  ].join('\n'),
);
writeFigureLines([
  { name: 'ask.worker_p95_ms', value: Math.round(p95), goal: `<=${TARGET_P95_MS}` },
  { name: 'ask.worker_first_ms', value: Math.round(firstMs), goal: '-' },
  { name: 'ask.gateway_p95_ms', value: Math.round(gatewayP95), goal: `<=${TARGET_GATEWAY_P95_MS}` },
  { name: 'ask.gateway_first_ms', value: Math.round(gateway.firstMs), goal: '-' },
]);
function longestContractText(): string {
  const dir = join(FIXTURES_DIR, 'contracts', 'text');
  return readdirSync(dir)
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .reduce((longest, text) => (text.length > longest.length ? text : longest), '');
}

/** Fifty pages of about PAGE_CHARACTERS each, cut at line breaks; the text repeats if it is short. */
function fiftyPages(text: string): DocumentPage[] {
  const result: DocumentPage[] = [];
  let source = text;
  let start = 0;
  while (result.length < PAGES) {
    if (start >= source.length) source = `${source}\n\n${text}`;
    let end = Math.min(source.length, start + PAGE_CHARACTERS);
    const lineBreak = source.lastIndexOf('\n', end);
    if (end < source.length && lineBreak > start + PAGE_CHARACTERS / 2) end = lineBreak;
    result.push({ pageNumber: result.length + 1, text: source.slice(start, end) });
    start = end;
  }
  return result;
}
