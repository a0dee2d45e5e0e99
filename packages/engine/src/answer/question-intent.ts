/**
 * What a question asks about, where the engine already knows the shape of the answer. A contract
 * question maps to a CUAD category (the clause classifier knows most of them, the contract facts
 * state some outright); a CV or essay question to the part of the document that answers it.
 */
export interface QuestionIntent {
  /** The clause or fact category (CUAD's name for contracts). */
  category: string;
  /** How the refusal names the subject: "This document does not seem to say {topic}." */
  topic: string;
  /**
   * Wording a passage must have to state this clause, when the classifier does not know it; where it
   * does, wording that states the clause as the contract engine's rules do.
   */
  clue?: RegExp;
}

interface IntentRule extends QuestionIntent {
  asks: RegExp;
}

/**
 * A calendar date as agreements write them: "July 26, 2013", "26th day of July, 2013", "7/26/13",
 * "15 th day of July, 2010", a day with no year ("made this 30th day of April (the "Effective
 * Date")") and a template's blanks ("September ___, 2019", "this ___ day of _______, 2004",
 * "[·] day of [·], 2019").
 */
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
const BLANK = String.raw`(?:_{2,}|\[[^\]\n]{1,3}\])`;
const DAY = String.raw`(?:\d{1,2}(?:\s?(?:st|nd|rd|th))?|${BLANK})`;
export const DATE = new RegExp(
  [
    String.raw`\b${MONTH}\s+${DAY},?\s+\d{4}\b`,
    String.raw`${DAY}\s+(?:day\s+of\s+)?(?:${MONTH}|${BLANK}),?\s+\d{4}\b`,
    String.raw`\b\d{1,2}(?:\s?(?:st|nd|rd|th))?\s+day\s+of\s+${MONTH}`,
    String.raw`\bthis\s+day\s+of\s*,?\s+\d{4}\b`,
    String.raw`\b\d{1,2}\/\d{1,2}\/\d{2,4}\b`,
  ].join('|'),
  'i',
);

/** Most specific first: "notice to stop renewal" before "renewal", "cap on liability" before "liability". */
const CONTRACT_INTENTS: readonly IntentRule[] = [
  {
    category: 'Notice Period To Terminate Renewal',
    asks: /\bnotice\b[^?]*\brenew|\b(?:stop|prevent|avoid|opt out of|cancel)\b[^?]*\brenew|\bnon-?renewal\b/iu,
    topic: 'how much notice stops the renewal',
  },
  {
    category: 'Renewal Term',
    asks: /\brenew/iu,
    topic: 'whether or how the agreement renews',
    // The term running on: "renewable for 1 year", "extend the Term … for an additional 12 months", "successive one-year terms".
    clue: /\brenew(?:s|ed|able|al)?\b|\bextend\w*\b[^.;]{0,100}\b(?:additional|further|successive)\b|\b(?:additional|further|successive)\s+(?:\S+\s+){0,3}(?:terms?|periods?)\b/i,
  },
  {
    category: 'Termination For Convenience',
    asks: /\bconvenience\b|\bterminat\w*\b[^?]*\b(?:any reason|no reason|without cause|at will|at any time)\b/iu,
    topic: 'whether a party may terminate for convenience',
    // Ending the agreement at will: by notice, at any time, without cause, with no breach or default.
    clue: /^(?!.*\b(?:breach|default|fail|insolv|bankrupt|cure[sd]?\b)\w*)(?=.*\b(?:(?:may|can)\s+(?:be\s+)?terminat|right\s+to\s+terminat|until\s+terminated))(?=.*\b(?:at\s+any\s+time|for\s+any\s+reason|without\s+cause|for\s+convenience|non-cause|days?['’]?\s+(?:\w+\s+){0,3}notice))/is,
  },
  {
    category: 'Governing Law',
    asks: /\b(?:law|laws|governed|governing)\b|\bjurisdiction\b/iu,
    topic: 'which law governs it',
  },
  {
    category: 'Parties',
    // "parties" is often only the subject of another question ("are the parties forbidden from …",
    // "shared between the parties", "third parties"): the question must ask who they are.
    asks: /\bwho\b[^?]*\b(?:part(?:y|ies)|sign|agreement|contract|between)\b|\b(?:which|what|name[sd]?|identify|list)\b(?:\s+\w+){0,3}\s+part(?:y|ies)\b(?![^?]*\b(?:may|can|must|shall|will|should)\b)|(?<!\bthird[- ])\bpart(?:y|ies) to\b|\bsignator/iu,
    topic: 'who the parties are',
  },
  {
    category: 'Agreement Date',
    asks: /\b(?:signed|executed|dated|entered into|made)\b|\bagreement date\b|\bdate of (?:the|this) (?:agreement|contract)\b/iu,
    topic: 'when it was signed',
    clue: DATE,
  },
  // Before the agreement's own term: "how long does the warranty last" asks about the warranty.
  { category: 'Warranty Duration', asks: /\bwarrant/iu, topic: 'how long any warranty lasts' },
  {
    category: 'Expiration Date',
    asks: /\bexpir\w*|\bend date\b|\bwhen does\b[^?]*\bend\b|\bhow long\b|\b(?:initial )?term of\b|\bduration\b/iu,
    topic: 'when it ends',
  },
  {
    category: 'Effective Date',
    asks: /\beffective\b|\b(?:take|takes|come|comes|go|goes) (?:into )?effect\b|\b(?:start|begin|commence)\w*\b/iu,
    topic: 'when it takes effect',
    clue: DATE,
  },
  {
    category: 'No-Solicit Of Employees',
    asks: /\b(?:solicit\w*|hir\w*|poach\w*|recruit\w*)\b[^?]*\b(?:employees?|staff|personnel|workers?)\b/iu,
    topic: 'whether hiring or soliciting employees is restricted',
  },
  {
    category: 'No-Solicit Of Customers',
    asks: /\bsolicit\w*\b[^?]*\b(?:customers?|clients?)\b/iu,
    topic: 'whether soliciting customers is restricted',
    clue: /\bsolicit\w*\b[^.]{0,200}\b(?:customers?|clients?|accounts?)\b|\b(?:customers?|clients?)\b[^.]{0,200}\bsolicit/iu,
  },
  {
    category: 'Non-Disparagement',
    asks: /\bdisparag\w*|\bnegative\b[^?]*\b(?:statements?|comments?|remarks?)\b|\bbad-?mouth/iu,
    topic: 'whether disparaging the other party is forbidden',
  },
  {
    category: 'Non-Compete',
    asks: /\bcompet\w*/iu,
    topic: 'whether competing is restricted',
    // A promise not to deal in what competes: "shall not … any Competing Product", "agrees not to … competitive".
    clue: /\bnon-?compet\w*|\bnot\s+to\s+compete\b|\b(?:shall|will|may)\s+not\b[^.;]{0,200}\bcompet(?:e|es|ing|itor|itors|itive)\b|\bagrees?\s+not\s+to\b[^.;]{0,200}\bcompet\w*/is,
  },
  { category: 'Exclusivity', asks: /\bexclusiv\w*/iu, topic: 'whether anything is exclusive' },
  {
    category: 'Rofr/Rofo/Rofn',
    asks: /\bfirst (?:refusal|offer|negotiation)\b|\brofr\b|\brofo\b/iu,
    topic: 'whether there is a right of first refusal, offer or negotiation',
    clue: /\bfirst\s+(?:right\s+(?:of|to)\s+)?(?:refusal|offer|negotiat\w*|option)\b|\bright\s+of\s+first\b|\b(?:will|shall)\s+first\s+(?:offer|contact|notify|negotiate)\b/i,
  },
  {
    category: 'Change Of Control',
    asks: /\bchange (?:of|in) control\b|\bmerge[rd]?\b|\bacqui(?:red|sition)\b|\bsold\b/iu,
    topic: 'what happens on a change of control',
    // A party passing to new owners: a merger, an acquisition of it, a sale of substantially all its assets.
    clue: /\bchange\s+(?:of|in)\s+(?:the\s+)?(?:control|ownership)\b|\bmerger\b|\bmerge[sd]?\s+(?:with|into)\b|\bconsolidat\w*\s+(?:with|into)\b|\b(?:is|be|been|being)\s+acquired\b|\bacquirer\b|\bsubstantially\s+all\s+(?:of\s+)?(?:its|the|their|his|her)\s+(?:assets|business|stock|shares)\b/i,
  },
  {
    category: 'Non-Transferable License',
    asks: /\blicen[cs]\w*\b[^?]*\b(?:transfer\w*|sublicen\w*|assign\w*)|\b(?:transfer\w*|sublicen\w*)\b[^?]*\blicen[cs]/iu,
    topic: 'whether the licence can be transferred',
    clue: /\bnon-?\s?(?:transferr?able|assignable|sub-?licens\w*)\b/i,
  },
  {
    category: 'Irrevocable Or Perpetual License',
    asks: /\b(?:perpetual|irrevocable)\b/iu,
    topic: 'whether a licence is perpetual or irrevocable',
  },
  {
    category: 'Anti-Assignment',
    asks: /\bassign\w*\b(?![^?]*\bintellectual\b)|\btransfer\b[^?]*\b(?:agreement|contract|rights)\b/iu,
    topic: 'whether the agreement can be assigned',
  },
  {
    category: 'Revenue/Profit Sharing',
    asks: /\b(?:revenue|profits?)\b|\broyalt/iu,
    topic: 'whether revenue or profit is shared',
  },
  {
    category: 'Most Favored Nation',
    asks: /\bmost favou?red\b|\bbetter (?:prices?|terms)\b|\bbest pric/iu,
    topic: 'whether better terms given to others must be offered',
    clue: /\bmost favou?red\b|\b(?:no )?less favou?rable\b|\bmore favou?rable\b|\bbest (?:price|terms)\b/iu,
  },
  {
    category: 'Price Restrictions',
    asks: /\b(?:raise|increase|change)\w*\b[^?]*\bprices?\b|\bprices?\b[^?]*\b(?:increase|change|restrict)\w*/iu,
    topic: 'whether prices may change',
    clue: /\bprices?\b[^.]{0,160}\b(?:increase|adjust|change|raise|fixed|firm|decrease)\w*|\b(?:increase|adjust|raise)\w*\b[^.]{0,80}\bprices?\b/iu,
  },
  {
    category: 'Minimum Commitment',
    asks: /\bminimum\b|\bat least\b[^?]*\b(?:buy|purchase|order)/iu,
    topic: 'whether there is a minimum commitment',
  },
  {
    category: 'Volume Restriction',
    asks: /\bvolume\b|\bmaximum (?:quantity|number|amount)\b/iu,
    topic: 'whether volumes are limited',
    // A number set as the most of something ("up to four photography sessions", "not to exceed five per
    // month", "a maximum of twenty (20) hours"), not a length of time or a liability or insurance amount.
    clue: /^(?!.*\b(?:liab\w*|damages|insurance|indemn\w*)\b).*\b(?:up\s+to|not\s+(?:to\s+)?exceed(?:ing)?|(?:no|not)\s+more\s+than|(?:a\s+)?maximum\s+of|limited\s+to)\s+(?:a\s+(?:total|maximum)\s+of\s+)?(?:\$|\[\*+\]|\*{3}|\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|fifty|hundred|thousand)\b)(?![^.;]{0,30}?\b(?:days?|weeks?|months?|years?)\b)/is,
  },
  {
    category: 'Joint Ip Ownership',
    asks: /\bjoint\w*\b[^?]*\bown\w*|\bco-?own/iu,
    topic: 'whether intellectual property is jointly owned',
  },
  {
    category: 'Ip Ownership Assignment',
    asks: /\bown\w*\b[^?]*\b(?:intellectual property|ip|inventions?|work product|developments?|improvements?|patents?|copyrights?)\b|\b(?:intellectual property|ip|inventions?)\b[^?]*\bown/iu,
    topic: 'who owns the intellectual property',
  },
  {
    category: 'Source Code Escrow',
    asks: /\bescrow\b|\bsource code\b/iu,
    topic: 'whether source code is held in escrow',
    clue: /\bescrow\b/iu,
  },
  {
    category: 'Post-Termination Services',
    asks: /\b(?:after|following|upon|post-?)\s*(?:the\s+)?(?:termination|expiration|expiry)\b|\btransition (?:services|period|assistance)\b|\bwind[- ]down\b/iu,
    topic: 'what happens after termination',
    // What a party does once the agreement ends: "Upon termination of this Agreement, Galaxy may accept
    // returns", "for at least two (2) years following termination".
    clue: /\b(?:upon|after|following|on)\s+(?:the\s+)?(?:\w+\s+){0,2}(?:termination|expiration|expiry)\b|\b(?:years?|months?|days?)\)?\s+(?:after|following)\s+(?:the\s+)?(?:\w+\s+){0,2}(?:termination|expiration|expiry)\b/i,
  },
  { category: 'Audit Rights', asks: /\baudit\w*|\binspect\w*/iu, topic: 'whether there are audit rights' },
  {
    category: 'Uncapped Liability',
    asks: /\bunlimited liability\b|\buncapped\b|\bliabilit\w*\b[^?]*\b(?:unlimited|not (?:be )?limited|no (?:cap|limit))/iu,
    topic: 'whether any liability is uncapped',
  },
  {
    category: 'Cap On Liability',
    asks: /\b(?:cap(?:s|ped)?|limit\w*|maximum)\b[^?]*\bliabilit|\bliabilit\w*\b[^?]*\b(?:cap(?:s|ped)?|limit\w*)\b|\bliable\b/iu,
    topic: 'whether liability is capped',
  },
  {
    category: 'Liquidated Damages',
    asks: /\bliquidated\b|\bpenalt(?:y|ies)\b/iu,
    topic: 'whether there are liquidated damages',
  },
  {
    category: 'Insurance',
    asks: /\binsur\w*/iu,
    topic: 'whether insurance is required',
    // A party made to hold cover: "shall maintain … insurance", "shall arrange for any insurance".
    clue: /\b(?:maintain|carry|procure|obtain|arrange|purchase|keep)\w*\b[^.;]{0,80}\binsur\w*|\binsur\w*[^.;]{0,80}\b(?:maintained|carried|procured|obtained)\b/i,
  },
  {
    category: 'Covenant Not To Sue',
    asks: /\bsue\b|\bcontest\w*|\bchallenge\w*\b[^?]*\b(?:validity|ownership|rights?)\b/iu,
    topic: 'whether a party promises not to sue or challenge',
  },
  {
    category: 'Third Party Beneficiary',
    asks: /\bthird[- ]part(?:y|ies)\b[^?]*\bbenefi|\bbeneficiar/iu,
    topic: 'whether third parties may enforce it',
  },
  {
    category: 'License Grant',
    asks: /\blicen[cs]\w*/iu,
    topic: 'whether a licence is granted',
  },
  {
    category: 'Confidentiality',
    asks: /\bconfidential\w*|\bnon-?disclosure\b|\bsecret/iu,
    topic: 'whether information must be kept confidential',
    clue: /\bconfidential\w*|\bnon-?disclosure\b/iu,
  },
  {
    category: 'Payment Terms',
    asks: /\bpa(?:y|id|yment)\w*|\binvoice\w*|\bfees?\b|\bprice\b|\bcost\b/iu,
    topic: 'how payment works',
    clue: /\bpa(?:y|id|yment)\w*|\binvoice\w*|\bfees?\b|\bprice\b/iu,
  },
  {
    category: 'Termination',
    asks: /\bterminat\w*|\bcancel\w*|\bget out of\b/iu,
    topic: 'how the agreement can be ended',
    clue: /\bterminat\w*/iu,
  },
  {
    category: 'Notice',
    asks: /\bnotices?\b|\bnotify\b/iu,
    topic: 'how notices are given',
    clue: /\bnotices?\b/iu,
  },
];

const CV_INTENTS: readonly IntentRule[] = [
  {
    category: 'contact',
    asks: /\bcontact\b|\be-?mail\b|\bphone\b|\blinkedin\b|\breach (?:him|her|them|the candidate)\b/iu,
    topic: 'how to contact the candidate',
  },
  {
    category: 'education',
    asks: /\beducat\w*|\bdegrees?\b|\bstud(?:y|ied)\b|\buniversity\b|\bcollege\b|\bgraduat\w*|\bqualifications?\b/iu,
    topic: 'what education the candidate has',
  },
  {
    category: 'skills',
    asks: /\bskills?\b|\btools?\b|\btechnolog\w*|\bproficien\w*|\bprogramming\b|\blanguages?\b/iu,
    topic: 'what skills the candidate has',
  },
  {
    category: 'experience',
    asks: /\bexperience\w*|\bwork(?:ed|s)?\b|\bjobs?\b|\broles?\b|\bpositions?\b|\bemploy\w*|\bcareer\b/iu,
    topic: 'what experience the candidate has',
  },
];

const ESSAY_INTENTS: readonly IntentRule[] = [
  {
    category: 'thesis',
    asks: /\bthesis\b|\bmain (?:argument|point|claim|idea)\b|\bwhat does (?:the )?(?:author|writer|essay) (?:argue|claim)\b|\bposition\b/iu,
    topic: 'what its thesis is',
  },
  {
    category: 'sources',
    asks: /\bsources?\b|\bcit(?:e|es|ed|ation)s?\b|\breferences?\b|\bbibliograph\w*|\bworks cited\b/iu,
    topic: 'which sources it cites',
    clue: /\(\s*[\p{Lu}][\p{L}'-]+[^()]{0,40}\d{4}\s*\)|\bet al\.|\baccording to\b|\[\d+\]/u,
  },
];

export function questionIntent(documentType: string, question: string): QuestionIntent | undefined {
  const rules =
    documentType === 'contract'
      ? CONTRACT_INTENTS
      : documentType === 'cv'
        ? CV_INTENTS
        : documentType === 'essay'
          ? ESSAY_INTENTS
          : [];
  const rule = rules.find((candidate) => candidate.asks.test(question));
  if (!rule) return undefined;
  const { asks: _asks, ...intent } = rule;
  return intent;
}
