import {
  ADMINISTERED_ARBITRATION,
  COVENANT_NOT_TO_SUE_WORDS,
  DISPUTE_ROUTE_WORDS,
  MUST_GO_TO_COURTS,
  PLACE_OF_JURISDICTION,
  SENDS_TO_ARBITRATION,
} from './clause-operatives';
import { type ClauseRule, MUTUAL } from './clause-rule';
import { courtsReferredTo } from './courts-referred-to';
import { conditionalForumImpact } from './forum-condition';
import { OPINION_SCOPE, placeOfLaw } from './governing-law';
import { lawStatementOf } from './law-choice';
import { CONSENT_STATED_IN_A_NOTICE, FORUM_ONLY } from './other-acts';

const ARBITRATION = /\barbitrat(?:e|ion|or)\b/i;
/** Words naming a court or a forum. */
const COURTS_WORDS = String.raw`\b(?:jurisdiction|venue|forum|courts?|tribunals?|judges?)\b`;
/**
 * Arbitration the sentence sends something to: not what it sets apart ("claims not subject to arbitration go to
 * court"), nor what the courts it names do about an arbitration ("an action to compel arbitration", "to enforce
 * an arbitration award"), nor one kind of proceeding in a list of them that the sentence sends to the courts
 * ("any action, suit, arbitration or other proceeding … must be brought in the courts of X").
 */
const ARBITRATION_NAMED =
  /(?<!\b(?:not\s+(?:be\s+)?(?:subject|submitted|referred)\s+to|other\s+than|outside(?:\s+of)?|compel|in\s+aid\s+of|pending|enforc\w*(?:\s+(?:an?|any|the|such))?)\s+(?:binding\s+)?)(?<!\b(?:actions?|suits?|lawsuits?|litigation|proceedings?)\s*,\s*(?:[\p{L}-]+\s*,\s*){0,2})\barbitrat(?:e|ion|or)\b(?!\s*,?\s*(?:or|and)\s+(?:any\s+)?other\s+(?:legal\s+|judicial\s+)?(?:proceedings?|actions?)\b)/iu;
/** …or proceedings an arbitral body administers under its rules, which the sentence need not call arbitration. */
const ARBITRATION_SET = new RegExp(`${ARBITRATION_NAMED.source}|${ADMINISTERED_ARBITRATION.source}`, 'iu');
/**
 * Someone who decides "as an expert and not as an arbitrator" (expert determination) sets no arbitration,
 * unless the same sentence also sends disputes to one.
 */
const EXPERT_NOT_ARBITRATOR =
  /^(?![^.]*\b(?:referred|submitted|settled|resolved|decided)\s+(?:\w+\s+){0,3}(?:by|to|through)\s+(?:binding\s+)?arbitration\b)[^.]*\bnot\s+(?:act\s+)?as\s+(?:an?\s+)?arbitrators?\b/iu;
/**
 * Courts a party may use but need not: "submit to the non-exclusive jurisdiction of", "an action may be brought in
 * the courts of X" (unless the same sentence makes them exclusive; "may be brought only in" is no choice).
 */
const NON_EXCLUSIVE_COURTS =
  /\bnon-?\s?exclusive\s+jurisdiction\b|^(?![^.]*(?<!non-?\s?)\bexclusive(?:ly)?\b)[^.]*\bmay\s+be\s+(?:brought|commenced|instituted|filed|litigated)\s+in\b/i;
/**
 * A party submits or consents to courts, or waives objections to them, and nothing makes them the only ones
 * ("consents to the jurisdiction of the courts of X and waives any objection to venue"): those courts may hear a
 * dispute, but the sentence does not send every dispute there. "Shall be brought in", "exclusive", "only" or
 * "solely" do.
 */
const SUBMITS_ONLY =
  /^(?![^.]*\b(?:exclusive(?:ly)?|only|solely|sole)\b)(?![^.]*\bmay\s+be\s+(?:brought|commenced|instituted|filed|litigated)\s+in\b)(?![^.]*\b(?:shall|must|will)\s+(?:\w+\s+){0,2}?be\s+(?:brought|commenced|instituted|filed|litigated|heard|resolved|settled|determined|decided|adjudicated|submitted)\b)[^.]*\b(?:submits?|submitted|consents?|consented|attorns?|agrees?\s+to)\b[^.]{0,60}\bjurisdiction\b/iu;
/**
 * Courts kept for a class of matter the sentence sets apart from arbitration ("Appeals from X are not subject to
 * arbitration and stay with the exclusive jurisdiction of …"): only those matters go to the courts.
 */
const COURTS_FOR_A_CLASS_APART =
  /\b(?:not\s+(?:be\s+)?(?:subject|submitted|referred)\s+to|excluded\s+from|outside(?:\s+the\s+scope\s+of)?)\s+(?:binding\s+)?arbitration\b[^.]{0,160}\b(?:jurisdiction|courts?)\b/iu;
/**
 * Matters the sentence takes out of arbitration, naming no court for them ("Disputes over X shall not be subject
 * to arbitration under this Agreement"): it sends them nowhere it names.
 */
const SET_APART_FROM_ARBITRATION = new RegExp(
  String.raw`^(?![^.]*${COURTS_WORDS})[^.]*\b(?:not\s+(?:be\s+)?(?:subject|submitted|referred)\s+to|excluded\s+from)\s+(?:binding\s+)?arbitration\b`,
  'iu',
);
/** Arbitration only if a party asks for it: "shall, at the request of either party, be resolved by arbitration". */
export const ARBITRATION_ON_REQUEST =
  /\bat\s+the\s+(?:written\s+)?(?:request|election|option|demand)\s+of\s+(?:either|any|a|each)\s+part(?:y|ies)\b[^.]{0,160}\barbitrat\w*|\barbitrat\w*[^.]{0,160}\bat\s+the\s+(?:written\s+)?(?:request|election|option|demand)\s+of\s+(?:either|any|a|each)\s+part(?:y|ies)\b|\bif\s+(?:either|any)\s+party\s+so\s+(?:elects|requests|chooses)\b[^.]{0,160}\barbitrat|\barbitrat\w*[^.]{0,160}\bif\s+(?:either|any)\s+party\s+so\s+(?:elects|requests|chooses)\b/iu;
/**
 * Arbitration with the courts kept open after it: "failing which either party may bring the dispute before the
 * courts", "non-binding arbitration".
 */
export const ARBITRATION_THEN_COURTS =
  /\barbitrat\w*[^.]{0,240}\b(?:failing\s+which|if\s+(?:the\s+)?(?:arbitration|arbitrators?)\s+(?:does|do|is|are)\s+not|if\s+(?:the\s+)?(?:arbitration|arbitrators?)\s+fails?)\b[^.]{0,160}\bcourts?\b|\bnon-?\s?binding\s+arbitration\b/iu;
/** A sentence sending disputes to named courts: "brought in the courts of", "submits to the jurisdiction of the courts". */
const COURTS_CHOSEN =
  /\b(?:brought|commenced|instituted|filed|litigated)\s+(?:\w+\s+){0,2}in\s+(?:the\s+|any\s+)?(?:[\w-]+\s+){0,4}courts?\b|\b(?:submits?|consents?|attorns?)\b[^.]{0,60}\bjurisdiction\s+of\s+(?:the\s+)?(?:[\w-]+\s+){0,4}courts?\b/i;
const JURY_WAIVER =
  /\bwaive\w*\b[^.]{0,80}\b(?:jury\s+trial|trial\s+by\s+jury|right\s+(?:of|to)\s+(?:a\s+)?(?:trial\s+by\s+)?jury)\b/i;
/**
 * A severability sentence: a term "held by any court to be invalid" names the court only as the body that may find
 * it so, and sends no dispute anywhere, unless the sentence also makes courts exclusive or the venue.
 */
const COURT_FINDS_A_TERM_INVALID =
  /^(?![^.]*\b(?:exclusive(?:ly)?|venue|submits?|consents?|brought|commenced)\b)[^.]*\b(?:held|found|determined|declared|adjudged|ruled|deemed)\s+(?:\w+\s+){0,2}?by\s+(?:a|any|the)\s+(?:[\p{L}-]+\s+){0,3}?(?:courts?|tribunals?|arbitrators?)\b[^.]{0,120}?\bto\s+be\s+(?:\w+\s+){0,2}?(?:illegal|invalid|unenforceable|void|unlawful|ineffective)\b/iu;
/** A sentence that names the courts or the venue disputes go to. */
const COURTS = /\b(?:jurisdiction|venue|forum|courts?)\b/i;
const CLASS_WAIVER = /\bclass\s+action\b/i;
/**
 * Both parties named as giving up the jury together ("Each of A and B waives…", "A and B each
 * knowingly waive…"): a mutual procedural term, like "each party waives".
 */
// Read case-insensitively inside the rule's patterns, so the parties are told by "each of", "both" or
// "each" after the pair, not by capitals ("knowingly and voluntarily waives" is one party's waiver).
const JOINT_WAIVER =
  /\b(?:each\s+of|both)\s+(?:the\s+)?[\p{L}.&-]+(?:\s+[\p{L}.&-]+){0,3}\s+and\s+[^.]{0,80}?\bwaive|\b[\p{L}.&-]+\s+and\s+(?:the\s+)?[\p{L}.&-]+(?:\s+[\p{L}.&-]+){0,3}?\s+(?:hereby\s+)?(?:each|jointly|mutually)\s+(?:hereby\s+)?(?:\p{L}+ly\s+)*waive/u;

/**
 * A notices clause: its subject is the notice (how it is given, when it counts as received), even where it
 * lists arbitration among what notices serve ("a notice under this Agreement or in any arbitration shall be
 * in writing"). A notice that starts an arbitration ("notice of arbitration", "notice of a dispute") is
 * part of the dispute route.
 */
const NOTICES_CLAUSE =
  /^\s*(?:(?:section|clause|article)\s+)?(?:\(?[0-9]+(?:\.[0-9]+)*\.?\)?|\(?[a-z]{1,3}\))?\s*(?:notices?\.?\s+)?(?:(?:a|any|all|each|every|the)\s+)?(?:notices?|communications?)\b(?![.:])(?!\s+of\s+(?:an?\s+|the\s+|any\s+)?(?:arbitration|dispute|claim|intention\s+to\s+arbitrate)\b)/iu;

/**
 * A law left to be filled in on a form ("the laws of the State of [State]", "the laws of ______", "the law of
 * <<Country>>"): no law is chosen yet.
 */
const LAW_LEFT_BLANK =
  /\blaws?\s+of\s+(?:the\s+)?(?:(?:State|Commonwealth|Province|Country|Republic|Kingdom|Member\s+State)\s+of\s+)?(?:\[[^\]]{0,40}\]|_{3,}|\.{4,}|…{2,}|<<?[^>]{0,40}>>?|\{\{?[^}]{0,40}\}\}?)/iu;
const LAW_LEFT_BLANK_IMPACT =
  'The governing law is left blank in this form: until it is filled in, which law applies could itself be disputed.';
const LAW_LEFT_BLANK_CHANGE =
  'Fill in the law you want to govern the agreement, usually that of the place where your side is based.';

/**
 * The governing-law advice before the reader's places are read: whether the law is the reader's cannot be
 * checked here, so it asks for nothing (`away-ground-advice.ts` asks for the reader's own law once it is known
 * to be away).
 */
export const GOVERNING_LAW_UNCHECKED =
  'No change needed on this point; if you are based elsewhere, allow for advice under this law in a dispute.';
/** The courts advice before the reader's places are read: likewise, it asks for nothing. */
export const COURTS_UNCHECKED =
  'No change needed on this point; if you are based elsewhere, allow for the cost of a dispute in those courts.';
const COURTS_IMPACT =
  'A dispute must be brought in the courts it names; if you are based elsewhere, reaching them costs time and money.';

const SUBMITS_ONLY_IMPACT =
  'The courts it names may hear a dispute and objecting to them is given up; this sentence does not itself require every dispute to be brought there.';
const SUBMITS_ONLY_CHANGE =
  'No change needed on this point: the sentence accepts those courts without making them the only ones.';
const COURTS_FOR_A_CLASS_IMPACT =
  'Only the matters it names must go to the courts it names, kept out of arbitration; other disputes follow the route the rest of the clause sets.';
const SET_APART_IMPACT =
  'The matters it names are kept out of arbitration; the sentence names no court for them, and other disputes follow the route the rest of the clause sets.';
const COURTS_FOR_A_CLASS_CHANGE =
  'No change needed on this point: check the route the rest of the clause sets for other disputes.';

export const ON_REQUEST_IMPACT =
  'Arbitration is used only if a party asks for it: once asked, the dispute is decided in private, with little room to appeal.';
export const ON_REQUEST_CHANGE = 'No change needed on this point: arbitration is used only if a party asks for it.';
export const THEN_COURTS_CHANGE =
  'No change needed on this point: the courts stay open if the arbitration does not settle a dispute.';
export const THEN_COURTS_IMPACT =
  'Disputes go to arbitration first, but the courts stay open if it does not settle them.';

/**
 * Clauses on which law governs and how disputes are settled. Patterns follow how such clauses are commonly drafted, never the wording of particular
 * documents.
 */
export const DISPUTE_CLAUSE_RULES: readonly ClauseRule[] = [
  {
    id: 'governing-law',
    cuad: 'Governing Law',
    title: 'Governing law',
    category: 'Disputes and jurisdiction',
    patterns: [
      /\bgoverned\b[^.]{0,40}\bby\b[^.]{0,100}\blaws?\b/i,
      /\b(?:construed|interpreted|enforced)\b[^.]{0,120}\b(?:in\s+accordance\s+with|under)\b[^.]{0,40}\blaws?\s+of\b/i,
      /\bgoverning\s+law\b[^.]{0,80}\blaws?\s+of\b/i,
      /\blaws?\s+of\b[^.]{0,80}\bshall\s+govern\b/i,
      /\bmade\s+under\b[^.]{0,80}\blaws?\s+of\b/i,
      // "construed in accordance with United States federal law": a federal law chosen, named by no "of".
      /\b(?:governed|construed|interpreted)\b[^.]{0,80}\b(?:in\s+accordance\s+with|under|by)\s+(?:the\s+)?(?:(?:United\s+States|U\.\s?S\.)\s+)?federal\s+laws?\b/i,
      /\b(?:governed\s+by|subject\s+to(?:\s+the\s+application\s+of)?|under)\s+(?:the\s+)?(?:English|Italian|German|French|Swiss|Dutch|Spanish|Irish|Israeli|Japanese|Chinese|Indian|Swedish|Belgian|Austrian|Scottish)\s+law\b/i,
    ],
    exclusions: [OPINION_SCOPE],
    risk: { provider: 'low', recipient: 'low' },
    meaning: 'This says which place’s law decides what the contract means.',
    impact: {
      provider: 'If that is not where you are, a dispute may need lawyers from that jurisdiction.',
      recipient: 'If that is not where you are, a dispute may need lawyers from that jurisdiction.',
    },
    impactWhenStated: [
      { when: LAW_LEFT_BLANK, impact: { provider: LAW_LEFT_BLANK_IMPACT, recipient: LAW_LEFT_BLANK_IMPACT } },
    ],
    // Whether the law is the reader's is read later, against the reader's places (`away-ground-advice.ts`).
    change: { provider: GOVERNING_LAW_UNCHECKED, recipient: GOVERNING_LAW_UNCHECKED },
    changeWhenStated: [
      { when: LAW_LEFT_BLANK, change: { provider: LAW_LEFT_BLANK_CHANGE, recipient: LAW_LEFT_BLANK_CHANGE } },
    ],
    legalBasis: 'Courts generally respect a governing-law choice the parties made in writing.',
    homeGround: {
      impact: 'It is the law of the place your side is organised in or based at: home ground for you.',
      change: 'No change needed on this point: the agreement already follows your side’s own law.',
    },
    value: (sentence) => lawStatementOf(sentence) ?? placeOfLaw(sentence)?.place,
    detail: governingLawDetail,
    costToImplement: 'Low: a one-line change while negotiating',
    riskIfDelayed: 'After signing, the choice of law binds both parties.',
    whenMissing: {
      risk: { provider: 'low', recipient: 'low' },
      finding: 'No governing-law clause was found, so which law applies could itself become a dispute.',
      change: 'Add a clause naming the law that governs the agreement.',
    },
  },
  {
    id: 'dispute-resolution',
    title: 'Arbitration and dispute resolution',
    // Named by the route the sentence sets: a choice of courts or a jury waiver is no arbitration.
    titleWhenStated: [
      { when: ARBITRATION_SET, title: 'Arbitration' },
      { when: new RegExp(`(?=[\\s\\S]*${COURTS.source})${JURY_WAIVER.source}`, 'iu'), title: 'Courts and jury waiver' },
      { when: JURY_WAIVER, title: 'Jury waiver' },
      { when: CLASS_WAIVER, title: 'Class action waiver' },
      { when: COURTS, title: 'Courts and venue' },
    ],
    category: 'Disputes and jurisdiction',
    patterns: [
      ARBITRATION,
      ADMINISTERED_ARBITRATION,
      /\bwaive\w*\b[^.]{0,60}\b(?:jury\s+trial|trial\s+by\s+jury)\b/i,
      /\bclass\s+action\b/i,
      /\bexclusive\s+jurisdiction\b/i,
      // "The place of jurisdiction is Munich", "exclusive place of jurisdiction shall be …": the forum in the words of civil-law drafting.
      PLACE_OF_JURISDICTION,
      COURTS_CHOSEN,
      MUST_GO_TO_COURTS,
    ],
    exclusions: [NOTICES_CLAUSE, EXPERT_NOT_ARBITRATOR, COURT_FINDS_A_TERM_INVALID],
    // A consent to a court that a notice must state is made in that notice, not a forum for the agreement.
    otherActs: [CONSENT_STATED_IN_A_NOTICE],
    // "You consent to the jurisdiction of such courts" is read with the sentence naming them, which decides
    // whether they are the only courts.
    pointsBackTo: courtsReferredTo,
    // Listed and explained only from a sentence that sets the route, not one naming an arbitrator in passing.
    operative: DISPUTE_ROUTE_WORDS,
    mainAct: SENDS_TO_ARBITRATION,
    risk: {
      provider: 'low',
      recipient: 'low',
      overrides: { employee: 'medium', tenant: 'medium', client: 'medium' },
    },
    adjustments: [
      {
        // Given up by one side only; a waiver both parties give alike is common between businesses.
        when: new RegExp(
          String.raw`^(?![^.]*\b(?:each|both|either|neither)\s+(?:of\s+the\s+)?part(?:y|ies)\b|[^.]*\bthe\s+parties\s+(?:hereby\s+)?(?:\w+\s+)?waive|[^.]*?(?:${JOINT_WAIVER.source}))[^.]*(?:\bwaive\w*\b[^.]{0,60}\b(?:jury|class)\b|\bclass\s+action\s+waiver\b)`,
          'iu',
        ),
        effect: 'raise',
        note: 'It gives up a jury trial or class actions.',
      },
      { when: NON_EXCLUSIVE_COURTS, effect: 'lower', note: 'The courts it names are not the only ones.' },
      { when: SUBMITS_ONLY, effect: 'lower', note: 'This sentence does not make them the only courts.' },
      {
        when: SET_APART_FROM_ARBITRATION,
        effect: 'lower',
        note: 'It names no court for the matters it takes out of arbitration.',
      },
      {
        when: COURTS_FOR_A_CLASS_APART,
        effect: 'lower',
        note: 'The courts it names are kept for the matters it sets apart from arbitration.',
      },
      { when: ARBITRATION_ON_REQUEST, effect: 'lower', note: 'Arbitration is used only if a party asks for it.' },
      { when: ARBITRATION_THEN_COURTS, effect: 'lower', note: 'The courts stay open after the arbitration.' },
      { ...MUTUAL, when: new RegExp(`${MUTUAL.when.source}|${JOINT_WAIVER.source}`, 'iu') },
    ],
    meaning: 'This decides where and how disputes are resolved.',
    impact: { provider: COURTS_IMPACT, recipient: COURTS_IMPACT },
    // Courts bound on merchants only, or on parties based in one region, are told with that condition.
    impactFromSentence: (sentence) => (ARBITRATION_SET.test(sentence) ? undefined : conditionalForumImpact(sentence)),
    impactWhenStated: [
      {
        when: ARBITRATION_ON_REQUEST,
        impact: {
          provider: ON_REQUEST_IMPACT,
          recipient: ON_REQUEST_IMPACT,
        },
      },
      {
        when: ARBITRATION_THEN_COURTS,
        impact: {
          provider: THEN_COURTS_IMPACT,
          recipient: THEN_COURTS_IMPACT,
        },
      },
      {
        when: ARBITRATION_SET,
        impact: {
          provider: 'Arbitration is private and hard to appeal; its costs can be high for a small claim.',
          recipient: 'Arbitration is private and hard to appeal; its costs can be high for a small claim.',
        },
      },
      {
        // A waiver names no court: it only says who decides a dispute that reaches one.
        when: JURY_WAIVER,
        impact: {
          provider: 'A dispute that reaches a court is decided by a judge alone, without a jury.',
          recipient: 'A dispute that reaches a court is decided by a judge alone, without a jury.',
        },
      },
      {
        when: COURTS_FOR_A_CLASS_APART,
        impact: {
          provider: COURTS_FOR_A_CLASS_IMPACT,
          recipient: COURTS_FOR_A_CLASS_IMPACT,
        },
      },
      {
        when: SUBMITS_ONLY,
        impact: { provider: SUBMITS_ONLY_IMPACT, recipient: SUBMITS_ONLY_IMPACT },
      },
      {
        when: SET_APART_FROM_ARBITRATION,
        impact: { provider: SET_APART_IMPACT, recipient: SET_APART_IMPACT },
      },
      {
        when: NON_EXCLUSIVE_COURTS,
        impact: {
          provider: 'A dispute may be brought in the courts it names, but need not be: either side may sue elsewhere.',
          recipient: 'A dispute may be brought in the courts it names, but need not be: either side may sue elsewhere.',
        },
      },
    ],
    // Whether the courts are near the reader is read later, against the reader's places (`away-ground-advice.ts`).
    change: { provider: COURTS_UNCHECKED, recipient: COURTS_UNCHECKED },
    changeWhenStated: [
      {
        when: ARBITRATION_ON_REQUEST,
        change: {
          provider: ON_REQUEST_CHANGE,
          recipient: ON_REQUEST_CHANGE,
        },
      },
      {
        when: ARBITRATION_THEN_COURTS,
        change: {
          provider: THEN_COURTS_CHANGE,
          recipient: THEN_COURTS_CHANGE,
        },
      },
      {
        when: JURY_WAIVER,
        change: {
          provider: 'A jury waiver between businesses is common; accept it if a judge deciding alone suits you.',
          recipient: 'A jury waiver between businesses is common; accept it if a judge deciding alone suits you.',
        },
      },
      {
        when: ARBITRATION_SET,
        change: {
          // A small-claims court option is consumer advice: between businesses the seat and the costs are what matter.
          provider:
            'If the seat is far from you, ask for one convenient to both sides, and agree how the arbitration costs are shared.',
          recipient:
            'If the seat is far from you, ask for one convenient to both sides, and agree how the arbitration costs are shared.',
        },
      },
      {
        when: COURTS_FOR_A_CLASS_APART,
        change: { provider: COURTS_FOR_A_CLASS_CHANGE, recipient: COURTS_FOR_A_CLASS_CHANGE },
      },
      {
        when: SUBMITS_ONLY,
        change: { provider: SUBMITS_ONLY_CHANGE, recipient: SUBMITS_ONLY_CHANGE },
      },
      {
        when: SET_APART_FROM_ARBITRATION,
        change: { provider: COURTS_FOR_A_CLASS_CHANGE, recipient: COURTS_FOR_A_CLASS_CHANGE },
      },
      {
        when: NON_EXCLUSIVE_COURTS,
        change: {
          provider: 'No change needed to bring a claim: courts elsewhere stay open to you too.',
          recipient: 'No change needed to bring a claim: courts elsewhere stay open to you too.',
        },
      },
    ],
    legalBasis: 'Arbitration agreements are widely enforced; consumer and employment cases may have extra protections.',
    // Told of the forum the clause names, not of where every dispute ends: a non-exclusive submission leaves
    // other courts open, and a passing mention of arbitration sets no seat.
    homeGround: {
      impact: 'The forum it names is where your side is organised or based: home ground for you.',
      change: 'No change needed on this point: the forum it names is where your side is based.',
    },
    costToImplement: 'Low: a wording change',
    riskIfDelayed: 'Once signed, a dispute must follow this route.',
  },
  {
    id: 'covenant-not-to-sue',
    cuad: 'Covenant Not To Sue',
    title: 'Covenant not to sue',
    category: 'Disputes and jurisdiction',
    patterns: [
      /\bnot\b[^.]{0,40}\b(?:contest|challenge|attack|dispute)\b[^.]{0,120}\b(?:validity|ownership|rights?|title|enforceability)\b/i,
      /\b(?:not|neither|nor|no\s+time|never)\b[^.]{0,400}\b(?:contest\w*|challeng\w*|attack\w*)\b[^.]{0,80}\b(?:validity|ownership|title|enforceability|intellectual\s+property|trade\s*marks?|patents?)\b/i,
      /\bcovenants?\s+not\s+to\s+sue\b/i,
      /\b(?:general\s+)?release\s+of\s+(?:all\s+)?claims\b/i,
      /\b(?:shall|will)\s+not\s+(?:bring|commence|institute)\b[^.]{0,60}\b(?:action|suit|claim|proceeding)\b/i,
    ],
    exclusions: [
      // A statement that none was ever given ("has not granted any licence, lien or covenant not to sue") gives none.
      /\b(?:has|have|had)\s+not\s+(?:\w+\s+){0,3}(?:granted|given|entered\s+into|made|executed|assigned)\b[^.]{0,160}\bcovenants?\s+not\s+to\s+sue\b|\bno\s+(?:\w+\s+){0,4}covenants?\s+not\s+to\s+sue\s+(?:has|have)\s+been\b/iu,
      // A party kept from suing third parties or infringers (the other side controls enforcement) gives up no
      // claim against the other side.
      /\b(?:not|no)\b[^.;]{0,80}\b(?:sue|bring|commence|institute|initiate|file|take)\b[^.;]{0,80}\bagainst\s+(?:any|a|an|such)\s+(?:third\s+part(?:y|ies)|infring\w*|alleged\s+infring\w*)|\b(?:not|no)\b[^.;]{0,80}\b(?:sue|action|suit|proceedings?)\b[^.;]{0,120}\binfring\w*[^.;]{0,160}\bwithout\s+(?:first\s+obtaining\s+)?(?:the\s+)?(?:\w+\s+){0,2}(?:prior\s+)?(?:written\s+)?(?:consent|approval)\b/iu,
    ],
    // "…shall not bring any action except in the courts of …" chooses the courts; the claim itself is kept.
    otherActs: [FORUM_ONLY],
    operative: COVENANT_NOT_TO_SUE_WORDS,
    // Under its heading, a sentence on ownership or use names no suit, claim or challenge given up.
    headedSubject:
      /\b(?:sue|su(?:ed|es|ing)|suits?|claims?|actions?|proceedings?|litigat\w*|assert\w*|challeng\w*|contest\w*|attack\w*|releas\w*|waiv\w*)\b/iu,
    risk: { provider: 'medium', recipient: 'medium' },
    meaning:
      'One side gives up the right to sue or to challenge the other’s rights (for example its trademarks or patents).',
    impact: {
      provider: 'You give up claims or challenges you might otherwise bring.',
      recipient: 'You give up claims or challenges you might otherwise bring.',
    },
    change: {
      provider: 'Limit it to the licensed rights and keep claims for breach of this agreement.',
      recipient: 'Limit it to the licensed rights and keep claims for breach of this agreement.',
    },
    legalBasis: 'No-challenge and release clauses are generally enforced, with limits in patent and competition law.',
    costToImplement: 'Low',
    riskIfDelayed: 'Once signed, the waived claims are lost.',
  },
];

/**
 * The law as the clause chooses it: one law for the whole agreement is told plainly; laws split by
 * condition, or a law for one part only, are told with their conditions and part, so the finding does
 * not claim the first law named governs everything.
 */
function governingLawDetail(sentence: string): string | undefined {
  const place = placeOfLaw(sentence)?.place;
  const stated = lawStatementOf(sentence) ?? place;
  if (!stated) return undefined;
  if (stated === place) return `The agreement is governed by the laws of ${place}.`;
  return `The law it chooses: ${stated}.`;
}
