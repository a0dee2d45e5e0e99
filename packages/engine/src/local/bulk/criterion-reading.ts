import { CONTRACT_ROLES } from '@doclens/api';
import { contentWordsOf } from '../../text/keywords';
import type { ContractRole } from '../contract/contract-roles';
import { CLAUSE_CONCEPTS, type ClauseConcept } from './clause-concepts';

/** A clause concept the criterion names, and whether the user wants it in the contract or not. */
export interface AskedConcept {
  concept: ClauseConcept;
  wanted: boolean;
  /** The criterion's words that named it, as typed. */
  words: string;
}

/** What a criterion asks of a contract, read by meaning. */
export interface CriterionReading {
  concepts: AskedConcept[];
  /** The place whose law the user wants the contract governed by. */
  law?: string;
  role?: ContractRole;
  /** Content words that name no known concept and do not only frame the request. */
  unknownTerms: string[];
}

/** From here on the user asks for absence: "avoid", "without", "no", "not", "free of"… */
const AGAINST =
  /\b(?:avoid\w*|without|no|not|never|against|penali[sz]\w*|exclud\w*|reject\w*|free\s+of|lack\w*|fewer|less|don'?t|do\s+not|bad|worse)\b/giu;
/** …until a word asks for presence again. */
const FOR =
  /\b(?:prefer\w*|favou?r\w*|want\w*|need\w*|requir\w*|includ\w*|reward\w*|plus|good|better|(?:and|or)\s+(?:with|has|have|having))\b/giu;
/**
 * "with", "has" ask for presence only where no "avoid" came before them in the same clause: "avoid
 * contracts with a non-compete" still asks for absence, "without X, with Y" asks for Y.
 */
const WITH = /\b(?:with|has|have|having)\b/giu;
/** Clauses of a criterion: each states its own wish, or carries on the one before it. */
const CLAUSE_BREAK = /[.;,!?]|\bbut\b/giu;
const LAW_OF =
  /\blaws?\s+of\s+(?:[Tt]he\s+)?(?:(?:[Ss]tate|[Cc]ommonwealth|[Pp]rovince)\s+of\s+)?((?:\p{Lu}[\p{L}.]*)(?:\s+(?:and\s+)?\p{Lu}[\p{L}.]*){0,3})/u;
const PLACE_LAW = /\b((?:\p{Lu}[\p{L}.]*)(?:\s+\p{Lu}[\p{L}.]*){0,2})\s+law\b/u;
const GOVERNING = /\b(?:govern\w*|laws?\s+of|(?:choice|applicable)\s+of\s+law|jurisdiction|\p{Lu}[\p{L}.]*\s+law)\b/giu;
/** Adjectives people use for a legal system, and the place the contract's clause will name. */
const PLACE_OF_ADJECTIVE: Record<string, string> = {
  English: 'England',
  Scottish: 'Scotland',
  Irish: 'Ireland',
  Welsh: 'Wales',
  French: 'France',
  German: 'Germany',
  Dutch: 'Netherlands',
  Swiss: 'Switzerland',
  Canadian: 'Canada',
  Australian: 'Australia',
  Californian: 'California',
};
const NOT_A_PLACE = /^(?:Prefer|Governed|Under|Contracts?|Agreements?|The|A|An|Rank|With|Avoid|Case|Common|Civil)$/u;

/**
 * Words that only frame the request ("prefer contracts that include…"), said of any criterion.
 * Anything else the concepts do not take is a term the user means and is looked for in the text.
 */
const FRAMING = new Set(
  (
    'prefer preferred preferring rank ranked ranking rate rated score scored highest higher high best better top first ' +
    'lowest lower favour favor favoured favored want wanted need needed require required include includes including ' +
    'contain contains containing give gives grant grants granted provide provides providing offer offers ' +
    'contract contracts agreement agreements document documents deal deals clause clauses provision provisions ' +
    'term terms party parties side sides other strong stronger clear clearly good such example stated amount ' +
    'avoid avoiding without against penalise penalize exclude reject lacking fewer less worse bad ones those let lets ' +
    'governed governing law laws state commonwealth province'
  ).split(' '),
);

/** The words of a criterion that name what it is about, without those that only frame the request. */
export function topicWordsOf(criterion: string): string[] {
  const words = contentWordsOf(criterion).map((word) => word.replace(/['’]s$/u, ''));
  return [...new Set(words.filter((word) => !FRAMING.has(word)))];
}

function matchesIn(pattern: RegExp, text: string): RegExpExecArray[] {
  return [
    ...text.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`)),
  ];
}

function lastIndex(pattern: RegExp, text: string): number {
  return matchesIn(pattern, text).at(-1)?.index ?? -1;
}

/**
 * Whether the user asks for absence at `offset`: the last wish stated in its clause before it,
 * else the wish the clause before ended on ("avoid X, Y and Z" asks to avoid all three).
 */
function askedAgainst(text: string, offset: number): boolean {
  let against = false;
  for (const clause of text.slice(0, offset).split(CLAUSE_BREAK)) {
    const no = lastIndex(AGAINST, clause);
    const yes = Math.max(lastIndex(FOR, clause), no < 0 ? lastIndex(WITH, clause) : -1);
    if (no >= 0 || yes >= 0) against = no > yes;
  }
  return against;
}

function lawAsked(criterion: string): string | undefined {
  const stated = LAW_OF.exec(criterion)?.[1] ?? PLACE_LAW.exec(criterion)?.[1];
  if (!stated) return undefined;
  const words = stated.split(/\s+/u).filter((word) => !NOT_A_PLACE.test(word));
  const place = words.join(' ');
  if (!place) return undefined;
  return PLACE_OF_ADJECTIVE[place] ?? place;
}

/**
 * Reads a bulk criterion: the clause concepts it names (each phrase taken by the first concept
 * that knows it, in order of appearance), whether the user wants each present or absent, the
 * governing law asked for, the user's side, and the words left over.
 */
export function readCriterion(criterion: string): CriterionReading {
  let rest = criterion;
  const found: (AskedConcept & { at: number })[] = [];
  for (const concept of CLAUSE_CONCEPTS) {
    const matches = matchesIn(concept.names, rest);
    const first = matches[0];
    if (!first) continue;
    const negated = /^non[\s-]?exclusiv/iu.test(first[0]) && concept.id === 'exclusivity';
    const against = askedAgainst(criterion, first.index);
    found.push({ concept, wanted: negated ? against : !against, words: first[0], at: first.index });
    // The phrase is this concept's: blank it (keeping offsets) so no broader concept takes it again.
    for (const match of matches)
      rest = `${rest.slice(0, match.index)}${' '.repeat(match[0].length)}${rest.slice(match.index + match[0].length)}`;
  }
  const law = lawAsked(criterion);
  if (law) rest = rest.replace(GOVERNING, ' ').replace(new RegExp(String.raw`\b${law}\b`, 'giu'), ' ');
  for (const adjective of Object.keys(PLACE_OF_ADJECTIVE))
    rest = rest.replace(new RegExp(`\\b${adjective}\\b`, 'gu'), ' ');
  const roleFound = CONTRACT_ROLES.find((candidate) =>
    new RegExp(String.raw`\b${candidate.replace('-', '[\\s-]')}s?\b`, 'iu').test(criterion),
  );
  if (roleFound) rest = rest.replace(new RegExp(String.raw`\b${roleFound.replace('-', '[\\s-]')}s?\b`, 'giu'), ' ');
  const unknownTerms = topicWordsOf(rest);
  // A law named is judged by the place the contract's law names, which says more than the clause's presence.
  const concepts = law ? found.filter(({ concept }) => concept.id !== 'governing-law') : found;
  return {
    concepts: concepts.sort((a, b) => a.at - b.at).map(({ at: _at, ...asked }) => asked),
    ...(law ? { law } : {}),
    ...(roleFound ? { role: roleFound } : {}),
    unknownTerms,
  };
}
