import { READ_AS } from './grants-nothing';

/**
 * A saving sentence keeps a party free to do something: "Nothing in this clause shall prevent the Agent from
 * acting for others", "Neither party shall be restricted from developing competing products". It states a
 * freedom, so for a clause that restrains (a non-compete, an exclusivity, a bar on soliciting) it is the
 * restraint's limit, never the restraint itself, even where it names the restraint in a cross-reference
 * ("Except as set out in Section 6 [Non-Competition], …").
 */

// The verbs by which a restraint holds a party back.
const HOLD_BACK = '(?:prevent|restrict|prohibit|preclude|restrain|bar|limit|stop|impede|inhibit)(?:s|ed|ing)?';

/** "Nothing … shall (be construed as) preventing X from …". */
const NOTHING_HOLDS_BACK = new RegExp(
  String.raw`\bnothing\b[^.;]{0,80}?\b(?:shall|will|may|does|is)\s+(?:in\s+any\s+way\s+)?${READ_AS}${HOLD_BACK}\b[^.;]{0,80}?\bfrom\s+\p{L}+ing\b`,
  'iu',
);
/** "Neither party / X shall (not) be prevented from …", "shall not prevent X from …". */
const NOT_HELD_BACK = new RegExp(
  String.raw`\b(?:neither\s+[^.;]{0,40}?\b(?:shall|will|is|are)\s+(?:be\s+)?|(?:shall|will|does|is|are)\s+not\s+(?:be\s+)?${READ_AS})${HOLD_BACK}\b[^.;]{0,80}?\bfrom\s+\p{L}+ing\b`,
  'iu',
);

/** "…, but X shall not compete": a sentence that also restrains is told as neither. */
const ALSO_BINDS = /;|\b(?:but|however|provided\s+that|except\s+that)\b/iu;

export function savesAFreedom(mainClause: string): boolean {
  const text = mainClause.replace(/\s+/gu, ' ');
  if (ALSO_BINDS.test(text)) return false;
  return NOTHING_HOLDS_BACK.test(text) || NOT_HELD_BACK.test(text);
}

/**
 * The clauses that hold a party back from something: a sentence saving that party's freedom is their limit.
 * A right to act (to terminate, to assign) is stated, not denied, by a sentence keeping a party free to use it.
 */
export const RESTRAINTS: ReadonlySet<string> = new Set([
  'non-compete',
  'non-solicitation',
  'no-solicit-employees',
  'no-solicit-customers',
  'exclusivity',
  'non-disparagement',
  'covenant-not-to-sue',
  'volume-restriction',
  'post-termination',
]);
