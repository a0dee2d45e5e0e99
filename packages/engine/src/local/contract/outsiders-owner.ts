import type { ContractParty } from '@doclens/api';
import { escapeRegExp } from '../../text/words';
import type { Actor, Direction } from './contract-direction';

/**
 * Whose people a sentence lets enforce the agreement from outside it: "Provider's affiliates are
 * third-party beneficiaries", "Members of Quillmere's group of companies may enforce these Terms",
 * "Your affiliates are intended beneficiaries". The outsiders are on their party's side: that party
 * gains, and the other one answers to them. A sentence naming each party's people binds both.
 */
export interface OutsidersOwner {
  direction: Direction;
  /** The sentence's words naming the outsiders ("Provider's affiliates"). */
  people: string;
}

// The people of a party: its group, its own staff and those it answers for, after its name with or without
// an apostrophe ("Acme's affiliates", "the Acme Indemnified Parties").
const PEOPLE = String.raw`(?:(?:respective|present|future|direct|indirect|and|or|other|current)\s+)*(?:affiliates?|subsidiar(?:y|ies)|group(?:\s+(?:of\s+)?compan(?:y|ies))?|related\s+(?:bodies\s+corporate|companies|entities)|licensors?|suppliers?|officers?|directors?|employees?|agents?|successors?|indemnitees?|indemnified\s+(?:part(?:y|ies)|persons?)|parent(?:\s+compan(?:y|ies))?)`;
// Words saying the outsiders may rely on or enforce the agreement.
const ENFORCING = /\bbeneficiar(?:y|ies)\b|\benforce\b|\bentitled\s+to\s+(?:the\s+)?benefit\b/iu;
const BOTH_PARTIES_PEOPLE = new RegExp(
  String.raw`\b(?:each|either|both)\s+part(?:y|ies)['’]s?\s+${PEOPLE}|\bthe\s+parties['’]\s+${PEOPLE}|\b${PEOPLE}\s+of\s+(?:each|either|both)\s+(?:of\s+the\s+)?part(?:y|ies)`,
  'iu',
);
const POSSESSIVE_PRONOUN = /^(?:our|your|its|their|my)$/iu;

/** The party whose people the sentence makes beneficiaries, as a direction running to it; undefined when unsaid. */
export function outsidersOwner(sentence: string, parties: readonly ContractParty[]): OutsidersOwner | undefined {
  const text = sentence.replace(/\s+/gu, ' ');
  const enforcing = ENFORCING.exec(text);
  if (!enforcing || parties.length !== 2) return undefined;
  const subject = text.slice(0, enforcing.index);
  const both = BOTH_PARTIES_PEOPLE.exec(subject);
  if (both) return { direction: { obligor: MUTUAL, beneficiary: MUTUAL, form: 'right' }, people: both[0] };
  const named = parties.flatMap((party, index) =>
    party.aliases.flatMap((alias) => peopleOf(subject, alias).map((people) => ({ index, people }))),
  );
  const owners = new Set(named.map((entry) => entry.index));
  const first = named[0];
  if (!first) return undefined;
  if (owners.size > 1)
    return { direction: { obligor: MUTUAL, beneficiary: MUTUAL, form: 'right' }, people: first.people };
  const owner: Actor = { kind: 'party', party: first.index };
  const other: Actor = { kind: 'party', party: 1 - first.index };
  return { direction: { obligor: other, beneficiary: owner, form: 'right' }, people: first.people };
}

const MUTUAL: Actor = { kind: 'mutual' };

/** "Provider's affiliates", "our group companies", "members of X's group", "the affiliates of Provider". */
function peopleOf(text: string, alias: string): string[] {
  const name = escapeRegExp(alias).replace(/\s+/gu, '\\s+');
  const possessive = POSSESSIVE_PRONOUN.test(alias) ? '' : "(?:['’]s?)?";
  const patterns = [
    new RegExp(String.raw`(?<![\p{L}\d])(?:the\s+)?${name}${possessive}\s+(?:[\p{L}-]+\s+){0,1}?${PEOPLE}\b`, 'giu'),
    new RegExp(String.raw`\b${PEOPLE}\s+of\s+(?:the\s+)?${name}(?![\p{L}\d])`, 'giu'),
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[0]));
}

/** What the reader is told of whose people the outsiders are. */
export function outsidersNote(owner: OutsidersOwner, relation: 'owes' | 'benefits' | 'mutual' | undefined): string {
  const people = owner.people.charAt(0).toUpperCase() + owner.people.slice(1);
  if (relation === 'owes') return `${people} (the other side’s people) may enforce it against your side.`;
  if (relation === 'benefits') return `${people} (your side’s people) may enforce it.`;
  if (relation === 'mutual') return `${people} may enforce it, against either side.`;
  return `${people} may enforce it.`;
}

// "… may enforce these Terms against you", "… to enforce any terms onto the Reseller".
const ENFORCED_AGAINST =
  /\benforce\b[^.;]{0,80}?\b(?:against|onto|upon)\s+(?:the\s+)?([\p{L}][\p{L}\d&.'’-]*(?:\s+[\p{Lu}][\p{L}\d&.'’-]*){0,3})/u;
// The outsiders a sentence makes beneficiaries: its subject before "are third-party beneficiaries".
const BENEFICIARIES =
  /(?:^|\bthat\s+|,\s*)([^,;]{2,80}?)\s+(?:is|are|shall\s+be|will\s+be)\s+(?:an?\s+|the\s+)?(?:intended\s+|express\s+)?third[-\s]part(?:y|ies)\s+beneficiar/iu;

// '… entity which has signed with the Partner ("Larkspur") shall be a third-party beneficiary': its short name.
const SHORT_NAMED_BENEFICIARY =
  /\(\s*(?:the\s+)?["“]([^"”]{1,40})["”]\s*\)\s+(?:is|are|shall\s+be|will\s+be)\s+(?:an?\s+|the\s+)?(?:intended\s+|express\s+)?third[-\s]part(?:y|ies)\s+beneficiar/iu;

/**
 * An outsider the sentence lets enforce the agreement against one named party ("Larkspur will have the right
 * to enforce these Terms against you"): that party answers to it, whoever else acknowledges the sentence, and
 * the other party is the one the outsider stands with. Undefined when the sentence names no such party.
 */
export function enforcedAgainst(sentence: string, parties: readonly ContractParty[]): OutsidersOwner | undefined {
  const text = sentence.replace(/\s+/gu, ' ');
  const against = ENFORCED_AGAINST.exec(text)?.[1];
  if (!against || parties.length !== 2) return undefined;
  const bound = parties.findIndex((party) =>
    party.aliases.some((alias) => new RegExp(`^${escapeRegExp(alias)}(?![\\p{L}\\d])`, 'iu').test(against)),
  );
  if (bound < 0) return undefined;
  const people =
    SHORT_NAMED_BENEFICIARY.exec(text)?.[1]?.trim() ?? BENEFICIARIES.exec(text)?.[1]?.trim() ?? 'the outsider it names';
  const direction: Direction = {
    obligor: { kind: 'party', party: bound },
    beneficiary: { kind: 'party', party: 1 - bound },
    form: 'right',
  };
  return { direction, people };
}

// "… are third-party beneficiaries under the Card Scheme Rules": the terms through which they may enforce.
// The terms end before a clause that goes on ("… of Clause 7 and may enforce it"), or with the sentence.
const UNDER_TERMS =
  /\bbeneficiar(?:y|ies)\s+(?:under|of|to)\s+((?:the|these|this)\s+[^;,()]{3,60}?|(?:section|clause|article|paragraph)\s+[\d.]*\d)(?=\s+(?:and|or|which|who|that|with|for|as)\b|\.?\s*[;,(]|\.(?:\s|$)|$)/iu;
// "No person shall be …", "none of them is …": the sentence denies there are beneficiaries.
const DENIED_SUBJECT = /^(?:no|none|nothing|neither)\b/iu;
// "the parties agree that", "it is agreed that": words before the beneficiaries that name none of them.
const AGREED_THAT = /^.*\bthat\s+/iu;

/**
 * The outsiders a sentence makes third-party beneficiaries, and the terms they may enforce when it names them
 * ("Data Subjects … are third-party beneficiaries under the Model Clauses"); undefined when it makes none.
 */
export interface NamedBeneficiaries {
  people: string;
  plural: boolean;
  /** The terms they may enforce, where the sentence names them ("the Card Scheme Rules", "this Section 5"). */
  under?: string;
  /** The one they may enforce against, where the sentence names it ("against the Consultant"). */
  against?: string;
}

export function namedBeneficiaries(sentence: string): NamedBeneficiaries | undefined {
  const text = sentence.replace(/\s+/gu, ' ');
  const found = BENEFICIARIES.exec(text);
  const people = found?.[1]?.replace(AGREED_THAT, '').trim();
  if (!found || !people || DENIED_SUBJECT.test(people)) return undefined;
  const end = found.index + found[0].length;
  const plural = /\bare\s/iu.test(text.slice(Math.max(0, end - 60), end));
  const under = UNDER_TERMS.exec(text)?.[1]?.trim();
  const against = ENFORCED_AGAINST.exec(text)?.[1]?.replace(/\.$/u, '').trim();
  return { people, plural, ...(under ? { under } : {}), ...(against ? { against } : {}) };
}
