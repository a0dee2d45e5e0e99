import { atLowLevel, withChange, withHeadline, withNothingLeftToAsk } from './advice-change';
import type { OrientedClause } from './clause-orientation';
import type { ContractFinding } from './key-findings';
import { namesReader } from './reader-named';

const ASKS_LIMIT = 'Limit it to the licensed rights and keep claims for breach of this agreement.';
// A bar on challenging title or validity: "shall not contest … title", "not challenge the validity of", with
// the time it runs between ("will not, at any time during the term or after it, contest …").
const NO_CHALLENGE =
  /\bnot\b[^.;]{0,100}?\b(?:contest|challenge|attack|dispute)\w*\b[^.;]{0,160}?\b(?:validity|ownership|title|rights?|enforceability)\b/iu;
// What it protects is named as the licensed rights: "the Licensed Marks", "the licensed patents".
const LICENSED_OBJECT =
  /\blicensed\s+(?:\w+\s+){0,2}?(?:marks?|trade\s*marks?|names?|patents?|rights|property|technology|works?|content|software|IP)\b/iu;
// Or named as a defined set of marks or patents ("the Acme Trademarks", "the Licensed Mark"), read by its
// capitals, or by its defined name alone ("any of the Marks"), or as the licence itself ("the license granted herein").
const NAMED_RIGHTS =
  /\bthe\s+(?:Marks?|Trademarks?|Trade\s+Names?|Patents?|Brands?|Copyrights?)\b|\b(?:\p{Lu}[\p{L}\d&-]*\s+){1,3}(?:Marks?|Trademarks?|Trade\s+Names?|Patents?|Brands?|Copyrights?)\b|\blicen[cs]es?\s+(?:granted|given)\s+(?:herein|hereunder|hereby|under\s+this\s+agreement)\b/u;
// A bar that also gives up suing or claiming reaches beyond title: that part is still worth limiting.
const BARS_CLAIMS =
  /\b(?:sue|suits?|actions?|claims?|proceedings?|releases?|waives?)\b|\bcovenants?\s+not\s+to\s+sue\b/iu;

const CHALLENGING_ACTION =
  /\b(?:actions?|suits?|claims?|proceedings?)\s+(?:challenging|contesting|disputing|attacking|to\s+(?:challenge|contest|dispute|attack))\b/giu;
// A promise not to sue: "covenants not to sue", "agrees not to bring any claim or action against".
const NOT_TO_SUE =
  /\b(?:covenants?|agrees?|undertakes?)\s+(?:that\s+it\s+will\s+)?not\s+to\s+(?:sue|(?:bring|assert|commence)\s+(?:any\s+)?(?:claims?|actions?|suits?|proceedings?))\b/iu;
// Words that widen a promise beyond the rights it names: "any claim", "including", "or otherwise", "arising under this Agreement".
const WIDENED =
  /\bincluding\b|\bor\s+otherwise\b|\bany\s+(?:and\s+all\s+)?(?:claims?|matters?|causes?\s+of\s+action)\b|\b(?:arising|relating)\s+(?:out\s+of|under|to)\s+this\s+agreement\b|\bbreach\w*/iu;

/**
 * A promise not to sue whose object is only infringement of the licensed (or named) rights is already
 * limited to them, and leaves claims for breach of the agreement untouched.
 */
function withCovenantScopeRead(finding: ContractFinding, quoted: string): ContractFinding {
  const promise = NOT_TO_SUE.exec(quoted);
  if (!promise) return finding;
  const scope = quoted.slice(promise.index + promise[0].length);
  if (WIDENED.test(scope) || !/\binfring\w*/iu.test(scope)) return finding;
  if (!LICENSED_OBJECT.test(scope) && !NAMED_RIGHTS.test(scope) && !/\bLicensed\s+\p{Lu}/u.test(scope)) return finding;
  return withNothingLeftToAsk(
    finding,
    'No change needed: it covers only infringement claims over the licensed rights, and leaves your claims for breach of this agreement open.',
  );
}

/**
 * A no-challenge clause that bars only challenges to the licensor's title in the licensed rights is
 * already limited to them, and it gives up no claim for breach of the agreement; asking for both
 * would ask for what the clause says.
 */
export function withNoChallengeScopeRead(
  finding: ContractFinding,
  quoted: string,
  clauses: readonly Pick<OrientedClause, 'rule' | 'relation' | 'sentence'>[] = [],
  readerNames: readonly string[] = [],
): ContractFinding {
  if (finding.rule.id !== 'covenant-not-to-sue' || finding.missing || finding.change !== ASKS_LIMIT) return finding;
  const givenToReader = withPromiseToReaderRead(finding, quoted, clauses, readerNames);
  if (givenToReader !== finding) return givenToReader;
  const challenge = NO_CHALLENGE.exec(quoted);
  if (!challenge) return withCovenantScopeRead(finding, quoted);
  // An action that challenges the rights ("bring any action challenging the validity") is the challenge itself.
  if (BARS_CLAIMS.test(quoted.replace(CHALLENGING_ACTION, ' '))) return finding;
  const protectedRights = quoted.slice(challenge.index);
  if (!LICENSED_OBJECT.test(protectedRights) && !NAMED_RIGHTS.test(protectedRights)) return finding;
  return withNothingLeftToAsk(
    finding,
    'No change needed: it bars only challenges to the other side’s title in the licensed rights, and leaves your claims for breach of this agreement open.',
  );
}

// A promise not to act: "shall not", "will not", "agrees not to", "covenants not to sue", "at no time shall",
// "neither party may". A sentence with none of these ("is not a party to any action challenging…", "has not
// received notice of any claim…") states a fact and gives up nothing.
const PROMISES_NOT_TO =
  /\b(?:shall|will|may|must|agrees?|covenants?|undertakes?|promises?)\s+(?:\w+\s+){0,3}?not\b|\bnot\s+to\s+(?:sue|contest|challenge|dispute|attack|bring|commence|assert)\b|\b(?:at\s+no\s+time|in\s+no\s+event|never)\s+(?:\w+\s+){0,8}?(?:shall|will|may)\b|\bneither\b[^.;]{0,80}\b(?:shall|will|may)\b|\brelease\w*\b/iu;

// The party a promise not to act binds, named before its modal ("Tollery shall not", "the Licensee agrees not
// to") or after it ("At no time shall Tollery challenge…").
const NAME = String.raw`((?:[Tt]he\s+)?\p{Lu}[\p{L}\d.&'-]*(?:\s+\p{Lu}[\p{L}\d.&'-]*){0,3})`;
const BOUND_BEFORE = new RegExp(
  String.raw`${NAME}\s+(?:hereby\s+)?(?:shall|will|may|must|agrees?|covenants?|undertakes?)\s+(?:\w+\s+){0,3}?not\b`,
  'u',
);
const BOUND_AFTER = new RegExp(
  String.raw`\b(?:[Aa]t\s+no\s+time|[Ii]n\s+no\s+event|[Nn]ever)\b[^.;]{0,80}?\b(?:shall|will|may)\s+${NAME}\s`,
  'u',
);
// "Neither Brightwick nor any of its Affiliates shall…" binds Brightwick and its own group.
const BOUND_WITH_GROUP = new RegExp(
  String.raw`\b[Nn]either\s+${NAME}\s*,?\s+nor\s+(?:any\s+of\s+)?(?:its|their)\s+(?:\w+\s+){0,2}?(?:[Aa]ffiliates|[Ss]ubsidiaries|[Ll]icensees|[Ee]mployees|[Aa]gents)\b`,
  'u',
);
// Words that open a promise without naming one party, or that name both.
const NOT_ONE_PARTY = /^(?:each|either|neither|both|no|any|party|parties|it|he|she|they)$/iu;

/** The one party the quoted promise binds, as it is named there, when it names one. */
function boundParty(quoted: string): string | undefined {
  const named = (BOUND_WITH_GROUP.exec(quoted) ?? BOUND_BEFORE.exec(quoted) ?? BOUND_AFTER.exec(quoted))?.[1];
  if (!named) return undefined;
  const first = named.replace(/^the\s+/iu, '').split(/\s+/u)[0] ?? '';
  return NOT_ONE_PARTY.test(first) ? undefined : named.replace(/^the\s+/iu, '');
}

/**
 * A promise not to challenge or sue gives something up only for the side that makes it: where the quoted
 * sentence binds the other side alone, it protects the reader's rights; where it promises nothing (it
 * states that no action is pending), nobody gives anything up. Either way nothing is asked of the reader.
 */
function withPromiseToReaderRead(
  finding: ContractFinding,
  quoted: string,
  clauses: readonly Pick<OrientedClause, 'rule' | 'relation' | 'sentence'>[],
  readerNames: readonly string[],
): ContractFinding {
  if (!PROMISES_NOT_TO.test(quoted)) {
    return withNothingLeftToAsk(
      withHeadline(finding, 'It states facts about claims; it makes nobody give up a claim or a challenge.'),
      'No change needed: this sentence promises nothing; check that any statement it makes about your side is true.',
    );
  }
  const relation = clauses.find(
    (clause) => clause.rule.id === finding.rule.id && clause.sentence.text === quoted,
  )?.relation;
  if (relation === 'owes' || relation === 'mutual') return finding;
  const bound = boundParty(quoted);
  // The promise names the one party it binds, but which party the reader is was not found: whether it gives
  // anything up is for the reader to check, not a change to negotiate.
  if (relation === undefined && bound !== undefined && readerNames.length === 0) {
    return atLowLevel(
      withChange(
        withHeadline(
          finding,
          `It binds ${bound}: if that is your side, you give up the challenges it names; if not, it protects your rights.`,
        ),
        `No change needed if ${bound} is not your side: the promise then protects your rights. If it is, ${ASKS_LIMIT.charAt(0).toLowerCase()}${ASKS_LIMIT.slice(1)}`,
      ),
    );
  }
  const otherSideBound =
    relation === 'benefits' || (bound !== undefined && readerNames.length > 0 && !namesReader(bound, readerNames));
  if (!otherSideBound) return finding;
  return withNothingLeftToAsk(
    withHeadline(
      finding,
      'It protects you: the other side may not challenge your rights or bring the claims it names.',
    ),
    'No change needed: the promise binds the other side and protects your rights.',
  );
}
