/**
 * The words one of which a pattern's match must start with, read from the pattern itself when it
 * opens with a plain list of words (`\b(at|by|until)\s+…`, `\b(?:do|does)\b…`); `undefined` for a
 * pattern of any other shape. A sentence holding none of the words cannot match, so the pattern
 * need not scan it: most of the learner rules open so, and a sentence holds few of their words.
 *
 * Only the first run of letters of each alternative counts ("don" of "don't", "as" of
 * "as\s+soon"), and only when nothing but an apostrophe, a space or a word boundary can follow it,
 * so that it is a whole word of the sentence wherever the pattern matches.
 */
export function leadingWords(pattern: RegExp): ReadonlySet<string> | undefined {
  const words = new Set<string>();
  // A pattern of several branches (`\b(a)\s+x|\b(b)\s+y`) may match with any one of them.
  for (const branch of topLevelAlternatives(pattern.source)) {
    const branchWords = branchLeadingWords(branch);
    if (branchWords === undefined) return undefined;
    for (const word of branchWords) words.add(word);
  }
  return words;
}

function branchLeadingWords(branch: string): string[] | undefined {
  const opening = /^\\b\((?:\?:)?/u.exec(branch);
  if (!opening) return undefined;
  const body = groupBody(branch, opening[0].length);
  if (body === undefined) return undefined;
  const afterGroup = branch.slice(opening[0].length + body.length + 1);
  // An optional group leaves the match free to start anywhere.
  if (/^(?:\?|\*|\{0)/u.test(afterGroup)) return undefined;
  const words: string[] = [];
  for (const alternative of topLevelAlternatives(body)) {
    const run = /^[A-Za-z]+/u.exec(alternative)?.[0];
    if (!run) return undefined;
    const rest = alternative.slice(run.length);
    const bounded = rest === '' ? /^\\[sb]/u.test(afterGroup) : /^(?:['’]|\\[sb])/u.test(rest);
    if (!bounded) return undefined;
    words.push(run.toLowerCase());
  }
  return words;
}

/** The sentence's words in lower case, split as a pattern's `\b` splits them. */
export function wordsOf(text: string): ReadonlySet<string> {
  return new Set(text.toLowerCase().match(/\w+/gu));
}

/** Whether a sentence with these words may hold a match of a pattern with these leading words. */
export function mayStartWith(leading: ReadonlySet<string> | undefined, words: ReadonlySet<string>): boolean {
  if (leading === undefined) return true;
  // Look the smaller set up in the larger: a rule may open with dozens of words, a sentence with few.
  const [fewer, more] = leading.size <= words.size ? [leading, words] : [words, leading];
  for (const word of fewer) if (more.has(word)) return true;
  return false;
}

/** The text of the group opened just before `from`, up to its closing parenthesis. */
function groupBody(source: string, from: number): string | undefined {
  let depth = 0;
  for (let index = from; index < source.length; index = nextToken(source, index)) {
    if (source[index] === '(') depth++;
    else if (source[index] === ')') {
      if (depth === 0) return source.slice(from, index);
      depth--;
    }
  }
  return undefined;
}

function topLevelAlternatives(body: string): string[] {
  const alternatives: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < body.length; index = nextToken(body, index)) {
    if (body[index] === '(') depth++;
    else if (body[index] === ')') depth--;
    else if (body[index] === '|' && depth === 0) {
      alternatives.push(body.slice(start, index));
      start = index + 1;
    }
  }
  alternatives.push(body.slice(start));
  return alternatives;
}

/** Where the pattern's next token starts: after an escape, or after a whole character class. */
function nextToken(source: string, index: number): number {
  if (source[index] === '\\') return index + 2;
  if (source[index] !== '[') return index + 1;
  let end = index + 1;
  while (end < source.length && source[end] !== ']') end += source[end] === '\\' ? 2 : 1;
  return end + 1;
}
