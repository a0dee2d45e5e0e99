import { setFlagsFromString } from 'node:v8';

let kept = false;

/**
 * Stops V8 from discarding compiled code it has not run for a few garbage collections. It discards
 * compiled regular expressions with it, and the local engine runs thousands of patterns (occupation
 * terms, grammar and clause rules) once or twice per document: in a process that had analysed other
 * documents in between, V8 had thrown them away and compiled them again for every analysis, which
 * doubled the time of a 20-page CV (docs/performance.md, "Compiled patterns kept"). Keeping them
 * costs a few megabytes of compiled code in a long-running worker.
 */
export function keepCompiledCode(): void {
  if (kept) return;
  setFlagsFromString('--no-flush-bytecode');
  kept = true;
}
