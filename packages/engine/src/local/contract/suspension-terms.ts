import { listOf } from '../wording';
import { AT_ANY_TIME, NO_REASON_NEEDED, WITHOUT_NOTICE } from './at-will-wording';
import type { ContractSide } from './contract-roles';

/**
 * What a right to suspend the services says: who may suspend, on what trigger, with or without notice,
 * after a time to pay or put things right, how much of the services, whether fees run on and how it ends.
 * Patterns follow how suspension rights are commonly drafted, never the wording of particular documents.
 */

const MAY = String.raw`(?:may|can|(?:shall|will)\s+be\s+(?:entitled|permitted)\s+to|is\s+entitled\s+to|(?:shall|will)\s+have\s+the\s+right\s+to|has\s+the\s+right\s+to|reserves?\s+the\s+right\s+to)`;
// Adverbs and a parenthesis may stand between the modal and the verb ("may, at its option, temporarily suspend").
const BETWEEN = String.raw`(?:\s*,[^,.;]{1,60},)?(?:\s+(?:\w+ly|also|then|thereupon|forthwith))*`;
/** A party's right to suspend ("X may suspend", "X reserves the right to suspend"). */
export const RIGHT_TO_SUSPEND = new RegExp(String.raw`\b${MAY}${BETWEEN}\s+suspend\b`, 'iu');
/** The same right, worded in the passive ("Customer's access may be suspended if …"). */
export const MAY_BE_SUSPENDED = /\b(?:may|can)\s+(?:\w+ly\s+)?be\s+(?:\w+ly\s+)?suspended\b/iu;

/** A suspension of a time limit (a limitation period tolled), not of anything a party supplies. */
export const TIME_LIMIT_SUSPENDED =
  /\b(?:limitation\s+periods?|periods?\s+of\s+limitation|statutes?\s+of\s+limitations?|prescription\s+periods?|time\s+bar|running\s+of\s+(?:any\s+)?(?:time|period))\b/iu;

const HOLDER = new RegExp(
  String.raw`(?:^(?:\(?[a-z0-9]{1,3}[.)]\s+)?|[,;:]\s*|\bthen\s+)((?:the\s+)?(?:\p{Lu}[\p{L}’'.-]*)(?:\s+\p{Lu}[\p{L}’'.-]*){0,3}|[Ww]e|[Ee]ither\s+[Pp]arty)\s+${MAY}${BETWEEN}\s+suspend\b`,
  'u',
);
// Other acts the same right allows, joined to "suspend" ("suspend or end", "suspend, restrict or terminate").
const JOINED_ACT = String.raw`(?:(?:temporarily|permanently)\s+)?(?:end|terminate|restrict|limit|disable|block|cancel|close|deactivate|revoke|remove|discontinue|withhold|interrupt|modify|change)`;
const JOINED_ACTS = String.raw`((?:\s*,\s*${JOINED_ACT})*,?\s+(?:and\/or|or|and)\s+${JOINED_ACT})?`;
// Whose or which of it is suspended, kept as written when it names an owner ("your account", "anyone’s access").
const OWNER = String.raw`(?:(?:your|its|their|our|his|her)\s+|(?:\p{L}[\p{L}-]*['’]s)\s+)`;
const OBJECT = new RegExp(
  String.raw`\bsuspend${JOINED_ACTS}\s+(?:only\s+)?((?:(?:the|any|all|some)\s+)?(?:affected\s+)?(?:part|portion)s?\s+of\s+)?(?:(?:all|any|the)\s+)?(${OWNER})?((?:\p{L}[\p{L}’'-]*\s+){0,3}?(?:services?|access|accounts?|performance|deliver(?:y|ies)|supply|shipments?|work|support|platform|software|licen[cs]es?|use|subscriptions?|obligations?|payments?|agreement|contract))\b`,
  'iu',
);
// Acts that end what they reach rather than pause it.
const ENDING_ACT = /\b(?:end|terminate|cancel|close|deactivate|revoke|remove|discontinue)\b/iu;

/** What the passive wording suspends: its subject ("Customer's access to the Platform may be suspended"). */
const PASSIVE_SUBJECT =
  /(?:^|[,;:]\s*)((?:\p{Lu}[\p{L}’'-]*['’]s\s+|(?:[Tt]he|[Aa]ny|[Aa]ll|[Ii]ts|[Yy]our)\s+)[\p{L}\s’'-]{3,60}?)\s+(?:may|can)\s+(?:\w+ly\s+)?be\s+(?:\w+ly\s+)?suspended\b/u;

/** Use or conduct the holder may judge improper: a ground, though one the holder applies. */
const IMPROPER_USE =
  /\b(?:inappropriate|improper|unacceptable|abusive|prohibited|unlawful|illegal|excessive)\s+(?:use|usage|conduct|activit(?:y|ies)|behaviou?r|content)\b|\babuse\b/iu;
/** A sum not paid: the trigger a suspension for non-payment names. */
export const NON_PAYMENT =
  /\b(?:unpaid|overdue|past\s+due|non-?payment|late\s+payment|fail\w*\s+to\s+(?:timely\s+)?(?:pay|make\s+(?:any\s+)?(?:timely\s+)?payments?)|not\s+(?:been\s+)?paid|payment\s+default)\b/iu;
/**
 * What a violation breaches when it is the law's, not the agreement's: "violates any applicable law", "in violation
 * of local regulations", "infringes the rights of others".
 */
const OF_THE_LAW = String.raw`(?:\s+(?:of\s+)?(?:any\s+|the\s+)?(?:applicable\s+|local\s+|relevant\s+)?(?:[\p{L}-]+\s+){0,2}?(?:laws?|regulations?|statutes?|legislation)\b|\s+(?:of\s+)?(?:any\s+|the\s+)?(?:third[-\s]part(?:y|ies)['’]?s?|others['’]?|another['’]s)\s+(?:\p{L}+\s+)?rights\b|\s+(?:the\s+)?rights\s+of\s+(?:any\s+)?(?:third|other|another))`;
const TRIGGERS: readonly { told: string; when: RegExp }[] = [
  {
    told: 'non-payment',
    when: NON_PAYMENT,
  },
  {
    told: 'a breach of the agreement',
    when: new RegExp(
      String.raw`\b(?:breach\w*|break(?:s|ing)?|broken|violat\w*|fail\w*\s+to\s+(?:comply|perform)|non-?compliance|misuse\w*|acceptable\s+use)\b(?!${OF_THE_LAW})`,
      'iu',
    ),
  },
  {
    told: 'a breach of the law',
    when: new RegExp(
      String.raw`\b(?:breach\w*|break(?:s|ing)?|broken|violat\w*|contraven\w*|infring\w*)${OF_THE_LAW}`,
      'iu',
    ),
  },
  {
    told: 'improper use',
    when: IMPROPER_USE,
  },
  {
    // A risk the use poses, with no breach needed: "poses any risk to us or our users", "exposes us to liability".
    told: 'a risk the use poses',
    when: /\b(?:poses?|posing|presents?|creates?)\s+(?:a|an|any)\s+(?:[\p{L}-]+\s+){0,2}?(?:risk|threat|harm|liability)\b|\bexpos\w+\s+(?:\p{L}+\s+){0,4}?to\s+(?:any\s+)?(?:[\p{L}-]+\s+)?(?:risk|liability|harm)\b/iu,
  },
  {
    told: 'a security risk',
    when: /\b(?:security|threat\w*|integrity|attack\w*|malicious|vulnerab\w*|fraud\w*|unauthori[sz]ed\s+(?:use|access))\b/iu,
  },
  {
    told: 'a legal requirement',
    when: /\b(?:required\s+by\s+(?:applicable\s+)?law|court\s+order|order\s+of\s+(?:a|any)\s+court|regulat\w+\s+(?:authority|body|requirement)|government\w*\s+(?:authority|request|order)|legal\s+(?:requirement|demand|process)|subpoena|comply\s+with\s+(?:applicable\s+)?laws?)\b/iu,
  },
];
/** A suspension at will: at any time, for any reason, at the holder's discretion. */
const AT_WILL = new RegExp(
  String.raw`${AT_ANY_TIME.source}|${NO_REASON_NEEDED.source}|\bat\s+(?:its|their|our|\p{Lu}[\p{L}-]*['’]s)\s+(?:sole\s+|absolute\s+|own\s+)*discretion\b`,
  'iu',
);
/** The ground is the holder's own judgement: "deemed", "in its opinion", "it considers", "it reasonably believes". */
const HOLDERS_JUDGEMENT =
  /\bdeem\w*\b|\bin\s+(?:its|their|our|\p{Lu}[\p{L}-]*['’]s)\s+(?:reasonable\s+|sole\s+)?(?:opinion|judg(?:e)?ment|view)\b|\b(?:it|we|they)\s+(?:reasonably\s+)?(?:considers?|believes?|determines?|judges?)\b/iu;
const CONDITION = /\b(?:if|where|when|whenever|in\s+the\s+event|upon|following|in\s+case|should|to\s+the\s+extent)\b/iu;

// "With or without notice" leaves notice to the holder: none is required, though some may be given.
const NOTICE_OPTIONAL = /\bwith\s+or\s+without\s+(?:any\s+)?(?:prior\s+|advance\s+)?(?:written\s+)?notice\b/iu;
// Notice promised only as far as the holder finds it practicable: "where practicable will give prior notice",
// "will use reasonable efforts to notify", "will try to inform".
const NOTICE_IF_PRACTICABLE =
  /\b(?:where|when|if|whenever|to\s+the\s+extent|as\s+far\s+as)\s+(?:it\s+is\s+)?(?:reasonably\s+|commercially\s+reasonably\s+)?(?:practicable|practical|possible|feasible)\b|\b(?:reasonable|best|commercially\s+reasonable)\s+efforts\s+to\s+(?:give|provide|send|notify|inform|warn)\b|\b(?:try|tries|attempt|attempts|endeavou?r|endeavou?rs)\s+to\s+(?:give|provide|send|notify|inform|warn)\b/iu;
// Notice promised save where the sentence excuses it: "on notice, unless such notice would breach a court order".
const NOTICE_EXCUSED =
  /\bnotice\b[^.;]{0,40}?\b(?:unless|except\s+(?:where|when|if|in))\b|\b(?:unless|except\s+(?:where|when|if))\s+(?:such\s+|the\s+|that\s+|prior\s+)?notice\b/iu;
// The words excusing notice ("unless such notice would break a law or a court order") say when no notice is due,
// not when the holder may suspend: they are no trigger.
const NOTICE_EXCUSE_WORDS =
  /\b(?:unless|except\s+(?:where|when|if))\s+(?:such\s+|the\s+|that\s+|prior\s+|giving\s+)?notice\b[^;]*/giu;
const NOTICE_GIVEN =
  /\b(?:upon|after|following|with|on|by\s+giving|giving|having\s+given)\s+(?:at\s+least\s+)?(?:[\w()-]+\s+){0,4}?(?:days?['’]?\s+)?(?:prior\s+|advance\s+)?(?:written\s+)?notice\b|\bnotif(?:y|ies|ying|ied)\b|\b(?:give|gives|provide|provides|send|sends)\s+(?:\w+\s+){0,3}?(?:prior|advance|reasonable)\s+(?:written\s+)?notice\b/iu;
const IMMEDIATELY = /\bimmediate(?:ly)?\b/iu;
/** A time to pay or to put things right before the suspension ("remains unpaid for 15 days after", "fails to cure"). */
const TIME_TO_CURE =
  /\bremains?\s+(?:unpaid|outstanding|uncured|unremedied)\b|\b(?:is|are|has|have)\s+not\s+(?:been\s+)?(?:cured|remedied|paid)\s+within\b|\bfails?\s+to\s+(?:cure|remedy)\b|\bcure\s+period\b|\b(?:more\s+than|at\s+least|within)\s+[^.;]{0,25}\bdays?\b|\bdays?\s+or\s+more\s+(?:overdue|past\s+due|late|in\s+arrears)\b/iu;
const AFFECTED_PART =
  /\baffected\s+(?:part|portion|services?|features?|accounts?|users?)\b|\bonly\s+(?:the\s+)?(?:part|portion|extent)\b|\bto\s+the\s+extent\s+(?:reasonably\s+)?necessary\b|\b(?:part|portion)\s+of\s+the\s+\w+\s+(?:affected|concerned)\b/iu;
const FEES_RUN_ON =
  /\b(?:fees?|charges?|payments?|amounts?)\b[^.;]{0,60}\b(?:continue|remain\s+(?:due|payable)|(?:shall|will)\s+not\s+be\s+(?:reduced|abated|suspended))\b|\bremain\s+liable\s+for\s+(?:all\s+)?(?:the\s+)?(?:fees|charges)\b|\bnot\s+relieve\b[^.;]{0,60}\bpay\b/iu;
const ENDS_WHEN = /\buntil\s+([^,.;]{3,80})/iu;
const RESTORED = /\b(?:restor\w*|reinstat\w*|resum\w*|lift\w*|reactivat\w*)\b/iu;

interface SuspensionTerms {
  holder: string | undefined;
  /** What the passive wording suspends, named by its subject. */
  suspended: string | undefined;
  /** What is suspended, as named after the verb, with its owner when the sentence names one ("anyone’s access"). */
  object: string | undefined;
  /** The other acts the right allows beside suspending, as joined to it (" or end"). */
  joinedActs: string;
  /** One of those acts ends what it reaches for good ("suspend or terminate"). */
  mayEnd: boolean;
  triggers: string[];
  atWill: boolean;
  /** "At any time", said of a suspension on a stated ground. */
  anyTime: boolean;
  /** The ground is left to the holder's judgement ("deemed", "in its opinion"). */
  judged: boolean;
  /** Whether the sentence names no cause at all, nor any condition. */
  noCause: boolean;
  notice: 'given' | 'if practicable' | 'unless excused' | 'optional' | 'none' | 'silent';
  timeToCure: boolean;
  affectedPartOnly: boolean;
  feesRunOn: boolean;
  ends: string | undefined;
}

function objectTerms(sentence: string): Pick<SuspensionTerms, 'object' | 'joinedActs' | 'mayEnd'> {
  const found = OBJECT.exec(sentence);
  const joinedActs = (found?.[1] ?? '').replace(/\s+/gu, ' ').toLowerCase();
  // "any part of the Services" is told as written; a bare noun gets "the" (`objectTold`).
  const article = found?.[3] ? '' : 'the ';
  const partOf = found?.[2] ? `${found[2].trim().replace(/^(?!the\b|any\b|all\b|some\b)/iu, 'the ')} ${article}` : '';
  const object = found?.[4] ? `${partOf}${found[3] ?? ''}${found[4]}`.replace(/\s+/gu, ' ').trim() : undefined;
  return { object, joinedActs, mayEnd: ENDING_ACT.test(joinedActs) };
}

function suspensionTerms(sentence: string): SuspensionTerms {
  const grounds = sentence.replace(NOTICE_EXCUSE_WORDS, '');
  const triggers = TRIGGERS.filter(({ when }) => when.test(grounds)).map(({ told }) => told);
  // "At any time" or "at its discretion" with a ground stated ("for inappropriate use", "if it deems …") times the
  // suspension or leaves the ground to the holder's judgement; it does not make a cause unneeded.
  const grounded = triggers.length > 0 || HOLDERS_JUDGEMENT.test(sentence);
  const atWill = NO_REASON_NEEDED.test(sentence) || (AT_WILL.test(sentence) && !grounded);
  const until = ENDS_WHEN.exec(sentence)?.[1]?.trim();
  return {
    holder: HOLDER.exec(sentence)?.[1],
    suspended: PASSIVE_SUBJECT.exec(sentence)?.[1]?.trim(),
    ...objectTerms(sentence),
    triggers,
    atWill,
    anyTime: AT_ANY_TIME.test(sentence),
    judged: HOLDERS_JUDGEMENT.test(sentence),
    noCause: triggers.length === 0 && !AT_WILL.test(sentence) && !grounded && !CONDITION.test(sentence),
    notice: noticeOf(sentence),
    timeToCure: TIME_TO_CURE.test(sentence),
    affectedPartOnly: AFFECTED_PART.test(sentence),
    feesRunOn: FEES_RUN_ON.test(sentence),
    ends: until ? `until ${until}` : RESTORED.test(sentence) ? 'as the sentence sets' : undefined,
  };
}

/**
 * Whether notice comes first: always, as far as practicable, save where the sentence excuses it, at the holder's
 * choice ("with or without notice"), never, or the sentence does not say.
 */
function noticeOf(sentence: string): SuspensionTerms['notice'] {
  if (NOTICE_OPTIONAL.test(sentence)) return 'optional';
  if (WITHOUT_NOTICE.test(sentence)) return 'none';
  if (NOTICE_GIVEN.test(sentence)) {
    if (NOTICE_IF_PRACTICABLE.test(sentence)) return 'if practicable';
    return NOTICE_EXCUSED.test(sentence) ? 'unless excused' : 'given';
  }
  return IMMEDIATELY.test(sentence) ? 'none' : 'silent';
}

/** The suspension needs no notice, or its cause is left to the holder: the user may lose the service unwarned. */
export function suspendsUnwarnedOrAtWill(sentence: string): boolean {
  if (!isSuspensionRight(sentence)) return false;
  const terms = suspensionTerms(sentence);
  return terms.notice === 'none' || terms.notice === 'optional' || terms.atWill || terms.noCause;
}

/** The suspension waits for notice and a time to pay or put things right. */
export function suspendsOnlyAfterNoticeAndTime(sentence: string): boolean {
  if (!isSuspensionRight(sentence)) return false;
  const terms = suspensionTerms(sentence);
  return terms.notice === 'given' && terms.timeToCure && !terms.atWill;
}

function isSuspensionRight(sentence: string): boolean {
  return RIGHT_TO_SUSPEND.test(sentence) || MAY_BE_SUSPENDED.test(sentence);
}

function orList(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** The cause as told after the act; "it" stands for the holder only where the sentence names one. */
function causeTold(terms: SuspensionTerms): string {
  const holder = terms.holder ? 'it' : 'the holder';
  if (terms.atWill)
    return terms.holder ? ' whenever it chooses, without needing a stated cause' : ' at will, without a stated cause';
  const when = terms.anyTime ? ' at any time' : '';
  const judged = terms.judged ? `, as ${holder} judges it` : '';
  if (terms.triggers.length > 0) return `${when} on ${orList(terms.triggers)}${judged}`;
  if (terms.noCause) return ', with no cause stated';
  return `${when} in the cases the sentence names${judged}`;
}

const NOTICE_TOLD: Record<SuspensionTerms['notice'], string> = {
  none: ', without notice',
  optional: ', with or without notice: notice first is not required',
  given: ', after notice',
  'if practicable': ', with notice first only where that is practicable, so not in every case',
  'unless excused': ', with notice, save in the cases the sentence excuses it',
  silent: '; the sentence does not require notice first',
};

/** What is suspended, with its owner as the sentence names it, or "the" before a bare noun. */
function objectTold(object: string | undefined): string {
  if (!object) return 'what the sentence names';
  if (/^(?:the|any|all|some|this|these)\s/iu.test(object)) return object;
  return new RegExp(`^${OWNER}`, 'iu').test(`${object} `) ? object : `the ${object}`;
}

/**
 * The holder as the sentence names it; "we" of terms written in their author's voice is told as that party, since a
 * finding speaking as "we" would seem to be the reader's own words.
 */
function holderTold(holder: string): string {
  return /^we$/iu.test(holder) ? 'The party the terms call “we”' : holder;
}

function whatMaySuspend({ holder, suspended, object, joinedActs }: SuspensionTerms): string {
  const what = objectTold(object);
  if (holder) return `${holderTold(holder)} may suspend${joinedActs} ${what}`;
  if (suspended) return `${suspended.charAt(0).toUpperCase()}${suspended.slice(1)} may be suspended`;
  if (joinedActs) return `The contract allows the holder to suspend${joinedActs} ${what}`;
  return `The contract allows a suspension of ${what}`;
}

/** What going without it means: for a time, or for good where the right also ends what it reaches. */
function lossTold(terms: SuspensionTerms): string {
  return terms.mayEnd
    ? 'Whoever relies on it goes without it while a suspension lasts, and for good once it is ended.'
    : 'While it lasts, whoever relies on what is suspended goes without it.';
}

/** What the sentence lets happen, told with the party it names. */
export function suspensionImpact(sentence: string): string | undefined {
  if (!isSuspensionRight(sentence)) return undefined;
  const terms = suspensionTerms(sentence);
  const lines = [`${whatMaySuspend(terms)}${causeTold(terms)}${NOTICE_TOLD[terms.notice]}.`];
  if (terms.affectedPartOnly) lines.push('It may cover only the affected part.');
  if (terms.feesRunOn) lines.push('The fees keep running while it lasts.');
  if (terms.ends && terms.ends !== 'as the sentence sets') lines.push(`It lasts ${terms.ends}.`);
  lines.push(lossTold(terms));
  return lines.join(' ');
}

// Notice the sentence promises, if not in every case: asking for it again would ask for what is there.
const NOTICE_PROMISED = new Set<SuspensionTerms['notice']>(['given', 'if practicable', 'unless excused']);

/** What the service user should ask for, less what the sentence already gives. */
export function suspensionChange(sentence: string, side: ContractSide): string | undefined {
  if (side !== 'recipient' || !isSuspensionRight(sentence)) return undefined;
  const terms = suspensionTerms(sentence);
  const asks: string[] = [];
  const beforeSuspending = [
    ...(NOTICE_PROMISED.has(terms.notice) ? [] : ['written notice']),
    ...(terms.timeToCure ? [] : ['a period to pay or put things right']),
  ];
  // A suspension at will has no cause to fix: the ask is for causes stated, not for a time to put one right.
  if (terms.atWill) {
    if (!NOTICE_PROMISED.has(terms.notice)) asks.push('for written notice before any suspension');
    asks.push('for a suspension only on causes the contract states (a breach or a security risk)');
  } else if (beforeSuspending.length > 0) {
    asks.push(`for ${listOf(beforeSuspending)} before any suspension for non-payment`);
  }
  if (!terms.affectedPartOnly) asks.push('for a suspension to cover only the affected part of the services');
  if (!terms.ends && !terms.atWill) asks.push('for the services to be restored promptly once the cause is fixed');
  if (asks.length === 0)
    return 'No change needed on this point: the clause already requires notice and time to put things right, and limits the suspension to the affected part.';
  return `Ask ${listOf(asks)}.`;
}
