/**
 * Every match of a global pattern in the text, found with the pattern itself. String's matchAll
 * runs a fresh copy of the pattern on every call, and V8 compiles that copy again once other
 * patterns have pushed it out of its cache: the engine's thousands of patterns, run on every
 * sentence or line, then cost two to three times as much after another document's analysis
 * (docs/performance.md, "Patterns run as they are").
 */
export function matchesOf(pattern: RegExp, text: string): RegExpExecArray[] {
  if (!pattern.global) throw new TypeError(`matchesOf needs a global pattern: ${pattern}`);
  const matches: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    matches.push(match);
    if (match[0] === '') pattern.lastIndex += pattern.unicode && (text.codePointAt(match.index) ?? 0) > 0xffff ? 2 : 1;
  }
  pattern.lastIndex = 0;
  return matches;
}
