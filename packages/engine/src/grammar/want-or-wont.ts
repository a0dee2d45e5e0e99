/**
 * "you want go", "I want be": a bare verb straight after "want" is an error, but which one the words
 * cannot say: "want" may lack its "to" ("want to go") or be "won't" misspelled ("won't go"), and the
 * two say opposite things. Both are shown and none is chosen for the writer.
 */
export function wantOrWontChoice(want: string, verb: string): string | undefined {
  if (want.toLowerCase() !== 'want') return undefined;
  const wont = /^\p{Lu}/u.test(want) ? 'Won’t' : 'won’t';
  return `Check which was meant: “${want} to ${verb}” or “${wont} ${verb}”.`;
}
