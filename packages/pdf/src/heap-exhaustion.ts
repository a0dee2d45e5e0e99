/**
 * Whether a PDF child's last words are V8's: out of heap. The extraction then failed on the
 * document's memory limit (out_of_memory), not by a crash the caller should retry.
 */
const HEAP_EXHAUSTED = /JavaScript heap out of memory|Reached heap limit|Fatal javascript OOM/iu;

export function diedOfHeapExhaustion(stderr: string): boolean {
  return HEAP_EXHAUSTED.test(stderr);
}
