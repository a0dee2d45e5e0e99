import { z } from 'zod';

export type JsonAnswer<Value> = { ok: true; value: Value } | { ok: false; problem: string };

// Long enough for the model to see what to fix, short enough not to crowd out the document.
const MAX_PROBLEM_LENGTH = 1500;

/** The model's message content read as JSON and checked against `schema`. */
export function readJsonAnswer<Value>(content: string | null | undefined, schema: z.ZodType<Value>): JsonAnswer<Value> {
  if (!content?.trim()) return { ok: false, problem: 'The answer was empty.' };
  let json: unknown;
  try {
    json = JSON.parse(withoutCodeFence(content));
  } catch (error) {
    return { ok: false, problem: `The answer was not valid JSON (${(error as Error).message}).` };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = z.prettifyError(parsed.error).slice(0, MAX_PROBLEM_LENGTH);
  return { ok: false, problem: `The JSON did not match the schema:\n${issues}` };
}

// Servers without structured outputs often wrap JSON in a Markdown fence despite the instructions.
function withoutCodeFence(content: string): string {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n\s*```\s*$/i.exec(content);
  return fenced ? (fenced[1] ?? content) : content;
}
