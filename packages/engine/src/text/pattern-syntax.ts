/**
 * A pattern's source read as a tree, only as far as telling what text its matches must contain
 * (required-literals.ts): literal characters, characters that are never word characters, word
 * boundaries and groups. Anything else is an atom of unknown content. `undefined` for syntax this
 * reader does not know, so that the pattern is simply run everywhere.
 */
export type PatternNode =
  | { type: 'char'; char: string }
  | { type: 'non-word' }
  | { type: 'unknown' }
  | { type: 'boundary' }
  | { type: 'group'; look: 'none' | 'ahead' | 'behind' | 'negative'; alternatives: PatternItem[][] };

/** A node with the least number of times it must occur, and whether it occurs exactly once. */
export interface PatternItem {
  node: PatternNode;
  min: number;
  once: boolean;
}

class Unreadable extends Error {}

/** The top-level alternatives of a unicode pattern, or `undefined` when its syntax is not read here. */
export function readPattern(pattern: RegExp): PatternItem[][] | undefined {
  if (!pattern.unicode || pattern.flags.includes('v')) return undefined;
  try {
    const reader = new Reader(pattern.source);
    const alternatives = reader.alternatives();
    return reader.done() ? alternatives : undefined;
  } catch (error) {
    if (error instanceof Unreadable) return undefined;
    throw error;
  }
}

const CONTROL_ESCAPES = new Set(['n', 't', 'r', 'f', 'v', 's', 'W']);
const UNKNOWN_ESCAPES = new Set(['S', 'w', 'd', 'D', 'B', '0']);

class Reader {
  #at = 0;
  constructor(readonly source: string) {}

  done(): boolean {
    return this.#at === this.source.length;
  }

  alternatives(): PatternItem[][] {
    const alternatives = [this.#sequence()];
    while (this.source[this.#at] === '|') {
      this.#at++;
      alternatives.push(this.#sequence());
    }
    return alternatives;
  }

  #sequence(): PatternItem[] {
    const items: PatternItem[] = [];
    while (this.#at < this.source.length && this.source[this.#at] !== '|' && this.source[this.#at] !== ')') {
      const node = this.#atom();
      items.push({ node, ...this.#quantifier() });
    }
    return items;
  }

  #atom(): PatternNode {
    const char = this.source[this.#at++] ?? '';
    if (char === '\\') return this.#escape();
    if (char === '[') return this.#characterClass();
    if (char === '(') return this.#group();
    if (char === '^' || char === '$') return { type: 'boundary' };
    if (char === '.') return { type: 'unknown' };
    if ('*+?{}]'.includes(char)) throw new Unreadable();
    return { type: 'char', char };
  }

  #escape(): PatternNode {
    const char = this.source[this.#at++] ?? '';
    if (char === 'b') return { type: 'boundary' };
    if (CONTROL_ESCAPES.has(char)) return { type: 'non-word' };
    if (UNKNOWN_ESCAPES.has(char) || /\d/u.test(char)) return { type: 'unknown' };
    if (char === 'p' || char === 'P' || char === 'u' || char === 'x' || char === 'k' || char === 'c') {
      this.#skipEscapeBody(char);
      return { type: 'unknown' };
    }
    if (/[A-Za-z]/u.test(char)) throw new Unreadable();
    return { type: 'char', char };
  }

  #skipEscapeBody(kind: string): void {
    const closing = { '{': '}', '<': '>' }[this.source[this.#at] ?? ''];
    if (closing) {
      const end = this.source.indexOf(closing, this.#at);
      if (end < 0) throw new Unreadable();
      this.#at = end + 1;
    } else {
      this.#at += { u: 4, x: 2, c: 1 }[kind] ?? 0;
    }
  }

  /** A class whose every member is a character that is never a word character counts as one. */
  #characterClass(): PatternNode {
    let nonWord = this.source[this.#at] !== '^';
    for (let previous = ''; ; ) {
      const char = this.source[this.#at++];
      if (char === undefined) throw new Unreadable();
      if (char === ']') break;
      if (char === '\\') {
        const escaped = this.source[this.#at++] ?? '';
        if (escaped === 'p' || escaped === 'P' || escaped === 'u' || escaped === 'x') this.#skipEscapeBody(escaped);
        if (!CONTROL_ESCAPES.has(escaped) && /[\dA-Za-z]/u.test(escaped)) nonWord = false;
      } else if (/[\w\u017f\u212a]/u.test(char) || (char === '-' && previous !== '' && this.source[this.#at] !== ']')) {
        nonWord = false;
      }
      previous = char;
    }
    return nonWord ? { type: 'non-word' } : { type: 'unknown' };
  }

  #group(): PatternNode {
    const opening = /^\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>)/u.exec(this.source.slice(this.#at))?.[0] ?? '';
    if (opening === '' && this.source[this.#at] === '?') throw new Unreadable();
    this.#at += opening.length;
    const look =
      opening === '?=' ? 'ahead' : opening === '?<=' ? 'behind' : /^\?<?!/u.test(opening) ? 'negative' : 'none';
    const alternatives = this.alternatives();
    if (this.source[this.#at++] !== ')') throw new Unreadable();
    return { type: 'group', look, alternatives };
  }

  #quantifier(): { min: number; once: boolean } {
    const quantifier = /^(?:[?*+]|\{(\d+)(,\d*)?\})\??/u.exec(this.source.slice(this.#at));
    if (!quantifier) return { min: 1, once: true };
    this.#at += quantifier[0].length;
    const [symbol] = quantifier[0];
    if (symbol !== '{') return { min: symbol === '+' ? 1 : 0, once: false };
    const min = Number(quantifier[1]);
    return { min, once: min === 1 && quantifier[2] === undefined };
  }
}
