import type { IntentRule } from './intent-rule';

/**
 * A calendar date as agreements write them: "July 26, 2013", "26th day of July, 2013", "7/26/13",
 * "12-23-2019", "May 3,2006", "15 th day of July, 2010", a day with no year ("made this 30th day of
 * April (the "Effective Date")") and a template's blanks ("September ___, 2019", "this ___ day of _______, 2004",
 * "[·] day of [·], 2019").
 */
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
const BLANK = String.raw`(?:_{2,}|\[[^\]\n]{1,3}\])`;
const DAY = String.raw`(?:\d{1,2}(?:\s?(?:st|nd|rd|th))?|${BLANK})`;
export const DATE = new RegExp(
  [
    String.raw`\b${MONTH}\s+${DAY}(?:,\s*|\s+)\d{4}\b`,
    String.raw`${DAY}\s+(?:day\s+of\s+)?(?:${MONTH}|${BLANK}),?\s+\d{4}\b`,
    String.raw`\b\d{1,2}(?:\s?(?:st|nd|rd|th))?\s+day\s+of\s+${MONTH}`,
    String.raw`\bthis\s+day\s+of\s*,?\s+\d{4}\b`,
    String.raw`\b\d{1,2}\/\d{1,2}\/\d{2,4}\b`,
    String.raw`\b\d{1,2}-\d{1,2}-\d{4}\b`,
  ].join('|'),
  'i',
);

/** A length of time as agreements write it: "twelve (12) months", "90 days", "[***] years", "one year". */
const PERIOD = String.raw`(?:[\w-]+\s+)?(?:\(?\[?[\d*]+\]?\)?\s*)?(?:calendar\s+)?(?:days?|weeks?|months?|years?)\b`;

/**
 * What a contract question asks about, in two tiers. First the clause subjects (insurance, a
 * warranty, intellectual property, a change of control…): a question naming one asks about it,
 * whatever frame it is put in ("what insurance must a party maintain", "how long is the warranty",
 * "who owns the inventions"). Then the frames that only apply when no subject is named: who the
 * parties are, the agreement's dates, payment, termination and notices. Within a tier the more
 * specific comes first ("notice to stop renewal" before "renewal", "unlimited liability" before
 * "liability cap"). Each subject is recognised by its name and by the plain words a user puts it in
 * ("first chance to buy" for a right of first refusal, "as good as other customers get" for most
 * favoured terms), never by a word that merely occurs in many questions ("party", "agreement").
 */
export const CONTRACT_INTENTS: readonly IntentRule[] = [
  {
    category: 'Notice Period To Terminate Renewal',
    asks: /\bnotice\b[^?]*\brenew|\b(?:stop|prevent|avoid|opt out of|cancel|block)\b[^?]*\brenew|\bnon-?renew|\bnot\b[^?]*\brenew|\bby when\b[^?]*\brenew/iu,
    topic: 'how much notice stops the renewal',
    // Beside the rules' wording (notice not to renew): a deadline before the term ends for a notice about
    // renewing or extending it, which is when the term's running on is decided either way.
    clue: /\b(?:renew\w*|extend\w*|extension)\b[^.;]{0,200}\b(?:notice|notif\w*)\b[^.;]{0,120}\b(?:prior\s+to|before|in\s+advance\s+of)\s+(?:the\s+)?(?:end|expiration|expiry)\b|\b(?:notice|notif\w*)\b[^.;]{0,120}\b(?:renew\w*|extend\w*|extension)\b[^.;]{0,120}\b(?:prior\s+to|before|in\s+advance\s+of)\s+(?:the\s+)?(?:end|expiration|expiry)\b/iu,
  },
  {
    category: 'Renewal Term',
    asks: /\brenew|\bextend(?:s|ed)?\b[^?]*\b(?:term|agreement|contract|ends?|expir\w*)\b|\bextension\b|\broll(?:s|ed)? over\b/iu,
    topic: 'whether or how the agreement renews',
    // The term running on: "renewable for 1 year", "extend the Term … for an additional 12 months", "successive one-year terms".
    clue: /\brenew(?:s|ed|able|al)?\b|\bextend\w*\b[^.;]{0,100}\b(?:additional|further|successive)\b|\b(?:additional|further|successive)\s+(?:\S+\s+){0,3}(?:terms?|periods?)\b/i,
  },
  {
    category: 'Rofr/Rofo/Rofn',
    asks: /\bfirst (?:refusal|offer|negotiation)\b|\brof[ron]\b|\bfirst (?:chance|opportunity|option|look)\b|\bbefore\b[^?]*\b(?:offered|sold|selling|offering)\b[^?]*\b(?:others?|third part(?:y|ies)|anyone)\b/iu,
    topic: 'whether there is a right of first refusal, offer or negotiation',
    // Also its usual tail: an offer to others allowed only "on terms no more favorable" than those offered first.
    clue: /\bfirst\s+(?:right\s+(?:of|to)\s+)?(?:refusal|offer|negotiat\w*|option)\b|\bright\s+of\s+first\b|\b(?:will|shall)\s+first\s+(?:offer|contact|notify|negotiate)\b|\b(?:offer|sell|licen[cs]e|grant|lease|transfer)\w*\b[^.;]{0,80}\bthird\s+part(?:y|ies)\b[^.;]{0,40}\bon\s+(?:\w+\s+){0,3}terms\b[^.;]{0,60}\b(?:no|not)\s+(?:more|less)\s+favou?rable\b/i,
  },
  {
    category: 'Change Of Control',
    asks: /\bchange (?:of|in) (?:control|ownership)\b|\bmerge[rds]?\b|\bmerging\b|\bacqui(?:red|sition|rer)\b|\bsold\b|\btake-?over\b|\btaken over\b|\bnew owners?\b/iu,
    topic: 'what happens on a change of control',
    // A party passing to new owners: a merger, an acquisition of it, a sale of substantially all its assets.
    clue: /\bchange\s+(?:of|in)\s+(?:the\s+)?(?:control|ownership)\b|\bmerger\b|\bmerge[sd]?\s+(?:with|into)\b|\bconsolidat\w*\s+(?:with|into)\b|\b(?:is|be|been|being)\s+acquired\b|\bacquirer\b|\bsubstantially\s+all\s+(?:of\s+)?(?:its|the|their|his|her)\s+(?:assets|business|stock|shares)\b/i,
  },
  {
    category: 'Termination For Convenience',
    asks: /\bconvenience\b|\b(?:terminat|end|cancel|exit|walk away|get out)\w*\b[^?]*\b(?:any reason|no reason|without (?:a )?(?:cause|reason)|at will|at any time)\b/iu,
    topic: 'whether a party may terminate for convenience',
    // Ending the agreement at will: by notice, at any time, without cause, with no breach, default or
    // other event it depends on ("if", "should", "in the event");
    // termination named for convenience, or at the option of any party on notice (whatever condition
    // comes beside it: "shall terminate (a) at the option of either party upon 60 days' notice; or (b) on
    // breach"); an agreement that runs
    // until either party gives notice; a party free to withdraw at any time.
    clue: /\b(?:terminat\w*|cancel\w*)\s+(?:\w+\s+){0,4}?for\s+(?:its\s+|their\s+)?convenience\b|\bterminat\w*\s+(?:\([a-z\d]{1,3}\)\s+)?(?:\w+\s+){0,2}?at\s+the\s+(?:sole\s+)?option\s+of\s+(?:either|any|each)\s+(?:party|of\s+the\s+parties)\b[^.;]{0,80}\bnotice\b|^(?!.*\b(?:breach|default|fail|insolv|bankrupt|cure[sd]?\b|if\b|should\b|in\s+the\s+event\b)\w*)(?=.*\b(?:(?:may|can)\s+(?:be\s+)?terminat|right\s+to\s+terminat|until\s+terminated))(?=.*\b(?:at\s+any\s+time|for\s+any\s+reason|without\s+cause|for\s+convenience|non-cause|days?['’]?\s+(?:\w+\s+){0,3}notice|notice\s+period|notification\s+period|period\s+of\s+notice))|\buntil\s+(?:either|one|any)\s+(?:party|of\s+the\s+parties)\b[^.;]{0,80}?\b(?:notice|notif\w*|terminat\w*)|\b(?:may|right\s+to)\s+(?:voluntarily\s+)?withdraw\b[^.;]{0,120}\bat\s+any\s+time\b/is,
  },
  {
    category: 'Non-Transferable License',
    asks: /\blicen[cs]\w*\b[^?]*\b(?:transfer\w*|sublicen\w*|assign\w*)|\b(?:transfer\w*|sublicen\w*)\b[^?]*\blicen[cs]|\bsub-?licen/iu,
    topic: 'whether the licence can be transferred',
    clue: /\bnon-?\s?(?:transferr?able|assignable|sub-?licens\w*)\b/i,
  },
  {
    category: 'Irrevocable Or Perpetual License',
    asks: /\b(?:perpetual|irrevocabl\w*|revoc\w*|revok\w*|forever|in perpetuity)\b|\blicen[cs]\w*\b[^?]*\bnever (?:ends?|expires?)\b/iu,
    topic: 'whether a licence is perpetual or irrevocable',
  },
  {
    category: 'Joint Ip Ownership',
    asks: /\bjoint\w*\b[^?]*\bown\w*|\bco-?own\w*|\bown\w*\b[^?]*\b(?:both|jointly|together)\b|\bshared ownership\b/iu,
    topic: 'whether intellectual property is jointly owned',
  },
  {
    category: 'Ip Ownership Assignment',
    asks: /\b(?:own\w*|belongs?|title|vests?)\b[^?]*\b(?:developed|created|invented|conceived|produced|written|made)\b|\b(?:own\w*|belongs?|title|vests?|assign\w*)\b[^?]*\b(?:intellectual property|ip|inventions?|work product|developments?|improvements?|patents?|copyrights?|deliverables|results)\b|\b(?:intellectual property|ip|inventions?|work product|developments?|improvements?|deliverables)\b[^?]*\b(?:own\w*|belongs?|title|vests?|assign\w*)/iu,
    topic: 'who owns the intellectual property',
    // Beside the rules' wording: a party owning what is made under the agreement, whoever creates it
    // ("owns all intellectual property …, including any improvements, whether created by …").
    clue: /\b(?:owns?|shall\s+own|retains?|shall\s+retain)\b[^.;]{0,80}\b(?:intellectual\s+property|inventions?|improvements?|work\s+product|deliverables|developments?)\b[^.;]{0,160}\b(?:created|developed|made|conceived|invented|generated|derived)\s+by\b/iu,
  },
  {
    category: 'Source Code Escrow',
    asks: /\bescrow\b|\bsource code\b/iu,
    topic: 'whether source code is held in escrow',
    clue: /\bescrow\b/iu,
  },
  {
    category: 'No-Solicit Of Employees',
    asks: /\b(?:solicit\w*|hir\w*|poach\w*|recruit\w*|employ\w*|engag\w*)\b[^?]*\b(?:employees?|staff|personnel|workers?|people)\b|\bpoach\w*|\bno-?hire\b/iu,
    topic: 'whether hiring or soliciting employees is restricted',
    // A promise not to hire, solicit or engage the other side's people, however the promise is made
    // ("agree not to", "shall not", "neither … shall", "refrain from"); not a party freed from a duty
    // to hire ("shall not be obliged to hire"), nor staff said not to be someone's employees.
    clue: /\b(?:(?:shall|will|may|must)\s+not|agrees?\s+not\s+to|covenants?\s+not\s+to|undertakes?\s+not\s+to|neither\b[^.;]{0,80}\b(?:shall|will|may)|(?:shall|will)\s+refrain\s+from)(?!\s+(?:be\s+)?(?:obliged|obligated|required|responsible|deemed|considered)\b)\b[^.;]{0,120}\b(?:solicit\w*|hir(?:e|es|ed|ing)|employ(?:s|ed|ing)?|recruit\w*|entic\w*|induc\w*|engag\w*|poach\w*)\b[^.;]{0,120}\b(?:employees?|personnel|staff)\b/iu,
  },
  {
    category: 'No-Solicit Of Customers',
    asks: /\b(?:solicit\w*|approach\w*|poach\w*|tak\w*|steal\w*|contact\w*|divert\w*|lur\w*|entic\w*|go after)\b[^?]*\b(?:customers?|clients?|accounts)\b/iu,
    topic: 'whether soliciting customers is restricted',
    clue: /\bsolicit\w*\b[^.]{0,200}\b(?:customers?|clients?|accounts?)\b|\b(?:customers?|clients?)\b[^.]{0,200}\bsolicit/iu,
  },
  {
    category: 'Non-Disparagement',
    asks: /\bdisparag\w*|\bnegative\b[^?]*\b(?:statements?|comments?|remarks?)\b|\bbad-?mouth|\bcritici[sz]\w*|\bderogatory\b|\bspeak ill\b|\bdefam\w*/iu,
    topic: 'whether disparaging the other party is forbidden',
    // Beside the promises the contract engine's rules read: disparaging the other side made a ground to terminate.
    clue: /\bterminat\w*\b[^.]{0,300}\bdisparag\w*|\bdisparag\w*[^.]{0,200}\bterminat\w*/iu,
  },
  {
    category: 'Non-Compete',
    asks: /\bcompet\w*/iu,
    topic: 'whether competing is restricted',
    // A promise not to deal in what competes: "shall not … any Competing Product", "agrees not to … competitive",
    // "shall handle no products that are competitive with the Products", "shall not … offer any service
    // similar to the Service", "neither X nor its Affiliates may … sell any product the same as or similar to
    // the Products", "not become a Competitor".
    clue: /\b(?:(?:shall|will|may)\s+not|agrees?\s+not\s+to|neither\b[^.;]{0,80}\bnor\b[^.;]{0,80}\b(?:shall|will|may))\b[^.;]{0,200}\b(?:offer|sell|market|distribut|manufactur|develop|provid|engag|produc|operat)\w*\b[^.;]{0,120}\b(?:same\s+(?:as|or\s+similar)|similar\s+to|identical\s+(?:to|with))\b|\bnot\s+(?:to\s+)?(?:become|act\s+as|be)\s+(?:an?\s+)?competitor\b|\bnon-?compet\w*|\bnot\s+to\s+compete\b|\b(?:shall|will|may)\s+not\b[^.;]{0,200}\bcompet(?:e|es|ing|itor|itors|itive)\b|\bagrees?\s+not\s+to\b[^.;]{0,200}\bcompet\w*|\b(?:shall|will|may)\s+(?:\w+\s+){0,2}no\s+(?:\w+\s+){0,3}(?:that|which)\s+(?:are|is)\s+(?:\w+\s+)?compet(?:ing|itive)\b/is,
  },
  {
    category: 'Most Favored Nation',
    asks: /\bmost favou?red\b|\b(?:better|lower|best|cheaper|more favou?rable)\b[^?]*\b(?:prices?|terms|rates|pricing)\b|\b(?:prices?|terms|rates)\b[^?]*\bas (?:good|low|favou?rable) as\b|\bas (?:good|low|favou?rable) as\b/iu,
    topic: 'whether better terms given to others must be offered',
    clue: /\bmost favou?red\b|\b(?:no )?less favou?rable\b|\bmore favou?rable\b|\bbest (?:price|terms)\b/iu,
  },
  {
    category: 'Exclusivity',
    asks: /\bexclusiv\w*|\b(?:deal|work|buy|purchase|sell|do business)\w*\s+only\b|\bonly\s+(?:with|from|through)\b|\bsole\s+(?:supplier|distributor|source|provider|agent|reseller|licensee)\b/iu,
    topic: 'whether anything is exclusive',
    // A right, appointment or licence held by one party alone: "the exclusive right to distribute", "an
    // exclusive (even as to the Licensor), worldwide, royalty-bearing licence", "as its exclusive and sole partner", "the licence … shall be exclusive", "will grant no other licences",
    // "shall not … grant to anyone else a franchise". Not "non-exclusive" or a denied exclusivity ("has no
    // right to any exclusive territory"), nor the word's other senses: exclusive jurisdiction, remedy,
    // control or ownership ("exclusive right, title and interest"), the exclusive right to prosecute or
    // settle a claim.
    clue: /^(?!.*\b(?:no|not|nor|without)\b[^.;]{0,60}\bexclusiv)(?:.*(?<!\bnon-?\s?)\bexclusive(?:\s*\([^)]{0,80}\)|,?\s+(?!or\b|and\s+non|non)[\w-]+(?=,|\s+(?:(?!(?:from|of|to|the|an?|with|for|by|in|on|and|or)\b)[\w-]+,?\s+){0,3}(?:licen|right|distribut|agen(?:t|cy)\b|supplier|provider|partner|reseller|representative|dealer|advis[eo]r|consultant|broker|manufacturer))){0,4},?\s+(?:and\s+sole\s+)?(?:rights?(?!\s+to\s+(?:prosecute|settle|control|defend|enforce|bring|file|maintain|sue|institute|conduct)|,?\s+title)|licen[cs]\w*|distribut\w*|agen(?:t|cy)|supplier|provider|partner|reseller|representative|advis[eo]rs?|consultants?|brokers?|basis|territory|manufacturer|dealer\w*|franchise\w*|appointment)\b|.*\b(?:licen[cs]e|rights?|appointment|distributorship)\b[^.;]{0,60}\b(?:shall|will)\s+be\s+(?:\w+,?\s+){0,3}exclusive\b|.*\b(?:grant|appoint)\w*\s+no\s+other\b|.*\b(?:shall|will)\s+not\b[^.;]{0,80}\b(?:grant|appoint)\w*\b[^.;]{0,40}\b(?:anyone\s+else|any\s+other\s+(?:person|entity|licensee|distributor|franchisee|agent|reseller)|any\s+third\s+part(?:y|ies))\b)/is,
    otherSenses:
      /\bexclusive(?:ly)?\b[^.;]{0,40}\b(?:jurisdiction|venue|forum|courts?|remed(?:y|ies)|owners?(?:hip)?|property\s+of)\b|\b(?:jurisdiction|venue|forum|courts?)\b[^.;]{0,40}\bexclusive(?:ly)?\b|\bexclusive\s+(?:\w+\s+){0,2}rights?\s*,?\s+(?:title|to\s+(?:prepare|prosecute|settle|control|defend|enforce|bring|file|maintain|sue|institute|conduct|take))\b/iu,
  },
  {
    category: 'Price Restrictions',
    asks: /\b(?:rais|increas|chang|adjust)\w*\b[^?]*\bprices?\b|\bprices?\b[^?]*\b(?:increas|chang|restrict|fixed|firm|locked|adjust)\w*/iu,
    topic: 'whether prices may change',
    clue: /\bprices?\b[^.]{0,160}\b(?:increase|adjust|change|raise|fixed|firm|decrease)\w*|\b(?:increase|adjust|raise)\w*\b[^.]{0,80}\bprices?\b/iu,
  },
  {
    category: 'Minimum Commitment',
    asks: /\bminimum\b|\bat least\b[^?]*\b(?:buy|purchase|order)/iu,
    topic: 'whether there is a minimum commitment',
    // A party bound to buy an amount: "a binding commitment of the Buyer to purchase", "shall purchase at
    // least", "agrees to order not less than", "shall spend at least", "the minimum annual purchase
    // quantity"; not a minimum that binds nobody to buy (a lead time, a stock to keep).
    clue: /\bcommitment\s+(?:of\s+(?:the\s+)?[\w-]+\s+|by\s+(?:the\s+)?[\w-]+\s+)?to\s+(?:purchase|buy|order)\b|\b(?:shall|will|must|agrees?\s+to|undertakes?\s+to|commits?\s+to)\s+(?:purchase|buy|order|spend)\s+(?:from\s+[^.;]{1,40}?\s+)?(?:at\s+least|a\s+minimum\s+of|not\s+less\s+than|no\s+less\s+than)\b|\bminimum\s+(?:annual\s+|monthly\s+|quarterly\s+|yearly\s+)?(?:purchase|order|sales?|volume)\s+(?:commitment|requirement|obligation|amount|quantit(?:y|ies)|target|level)\b/iu,
  },
  {
    category: 'Uncapped Liability',
    asks: /\bunlimited\b|\buncapped\b|\bliabilit\w*\b[^?]*\b(?:not (?:be )?limited|no (?:cap|limit)|excluded from|exclusions? from|carve[- ]?outs?|outside|not subject to)|\b(?:excluded|exclusions?|carve[- ]?outs?|outside|not subject to|beyond)\b[^?]*\b(?:cap|limit\w*)\b/iu,
    topic: 'whether any liability is uncapped',
    // A cap said not to reach some claims: "nothing in this Section will limit the liability … for fraud",
    // "the limitations of liability … shall not apply to", "except for …, in no event shall … be liable
    // for more than", or liability said to be unlimited.
    clue: /\b(?:shall|will|does|do|is|to)\s+not\s+(?:\w+\s+)?(?:limit|restrict|cap)\b[^.;]{0,30}\bliabilit(?:y|ies)\b|\bnothing\b[^.;]{0,80}\b(?:shall|will|does|is\s+intended\s+to)\s+(?:\w+\s+)?(?:limit|restrict|exclude)\b[^.;]{0,30}\bliabilit(?:y|ies)\b|\b(?:limitations?|exclusions?|caps?|limits?)\s+(?:of|on)\s+(?:\w+\s+)?liabilit(?:y|ies)\b(?:[^.;]|\.(?=\d)){0,120}\b(?:shall|will|do|does)\s+not\s+apply\b|\b(?:except|excluding|other\s+than|with\s+the\s+exception\s+of)\b[^.;]{0,160}\b(?:in\s+no\s+event|(?:shall|will)\s+not)\b[^.;]{0,80}\bliab(?:le|ility)\b|\bunlimited\s+liability\b|\bliability\b[^.;]{0,80}\b(?:shall|will)\s+be\s+unlimited\b/iu,
  },
  {
    category: 'Cap On Liability',
    asks: /\b(?:cap(?:s|ped)?|limit\w*|maximum|most|how much)\b[^?]*\b(?:liab\w*)|\bliab\w*\b[^?]*\b(?:cap(?:s|ped)?|limit\w*|at most|maximum)\b/iu,
    topic: 'whether liability is capped',
  },
  {
    category: 'Volume Restriction',
    asks: /\bvolume\b|\bmaximum (?:quantity|number|amount)\b|\b(?:cap|limit\w*|maximum|ceiling|restrict\w*)\b[^?]*\b(?:quantit\w*|units|how many|number of|volumes?)\b|\bhow many\b(?!\s+(?:business\s+|calendar\s+)?(?:days?|weeks?|months?|years?|hours?)\b)[^?]*\b(?:can|may)\b/iu,
    topic: 'whether volumes are limited',
    // A number set as the most of something ("up to four photography sessions", "not to exceed five per
    // month", "a maximum of twenty (20) hours"), not a length of time ("up to thirty (30) days"), a number of
    // renewal or extension periods ("up to two additional periods"), nor a liability or insurance amount.
    clue: /^(?!.*\b(?:liab\w*|damages|insurance|indemn\w*)\b).*\b(?:up\s+to|not\s+(?:to\s+)?exceed(?:ing)?|(?:no|not)\s+more\s+than|(?:a\s+)?maximum\s+of|limited\s+to)\s+(?:a\s+(?:total|maximum)\s+of\s+)?(?:\$|\[\*+\]|\*{3}|\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|fifty|hundred|thousand)\b)(?![\w,]*(?:\s+(?:hundred|thousand|and|\w+ty|\w+teen|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:-\w+)?)*\s+(?:\(\S+\)\s+)?(?:(?:additional|further|successive|consecutive|calendar|business|renewal|extension)\s+){0,2}(?:days?|weeks?|months?|years?|periods?|terms?|renewals?|extensions?)\b)/is,
  },
  {
    category: 'Late Payment Interest',
    asks: /\binterest\b[^?]*\b(?:late|overdue|past[- ]due|unpaid|delinquent|outstanding)\b|\b(?:late|overdue|past[- ]due|unpaid|delinquent)\b[^?]*\b(?:interest|charges?|fees?)\b|\b(?:fees?|charges?|interest|penalt\w*)\b[^?]*\b(?:pay\w*|invoices?|amounts?|sums?)\b[^?]*\b(?:late|overdue|past[- ]due)\b|\bpa(?:y|ys|id|ying)\s+(?:\w+\s+){0,3}?(?:late|after\s+the\s+due\s+date)\b|\blate\s+payments?\b/iu,
    topic: 'whether interest or a charge is due on late payments',
    // Interest or a charge on money paid late: "interest at 1.5% per month on overdue amounts", "any amount not
    // paid when due shall bear interest", "a late fee of $50".
    clue: /\binterest\b[^.;]{0,160}\b(?:late|overdue|past[\s-]+due|unpaid|delinquent|not\s+paid|outstanding|fail\w*\s+to\s+pay)\b|\b(?:late|overdue|past[\s-]+due|unpaid|delinquent|not\s+(?:been\s+)?paid|after\s+(?:the\s+)?due\s+date)\b[^.;]{0,160}\binterest\b|\blate\s+(?:payment\s+)?(?:fees?|charges?)\b/i,
  },
  {
    category: 'Liquidated Damages',
    asks: /\bliquidated\b|\bpenalt(?:y|ies)\b|\b(?:fixed|set|predetermined|agreed|pre-agreed)\s+(?:sum|amount|damages)\b/iu,
    topic: 'whether there are liquidated damages',
  },
  // Before the agreement's own term: "how long does the warranty last" asks about the warranty.
  {
    category: 'Warranty Duration',
    asks: /\bwarrant\w*|\bguarantee(?:s|d)?\b/iu,
    topic: 'how long any warranty lasts',
    // The period a promise of quality runs: a warranty or guarantee "for" a length, a warranty period,
    // or a remedy for defects that show "within" a length of delivery (the warranty stated by its remedy);
    // not an inspection on receipt that names defects beside a notice period.
    clue: new RegExp(
      String.raw`\bwarrant(?:y|ies)\s+(?:period|term)\b|\b(?:warrant|guarant)\w*\b[^.;]{0,120}\bfor\s+(?:a\s+period\s+of\s+)?${PERIOD}|\bdefect\w*\s+(?:\w+\s+){0,4}?(?:prove[sd]?|becomes?|became|appears?|aris(?:es|ing)|occurs?|manifests?|(?:is|are)\s+(?:discovered|found)|discovered|found|notified|reported)\b[^.;]{0,40}\bwithin\s+${PERIOD}|\b(?:prove[sd]?|become[sd]?|found\s+to\s+be)\s+defective\s+within\s+${PERIOD}`,
      'iu',
    ),
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
    asks: /\bsue\b|\bcontest\w*|\bchalleng\w*\b[^?]*\b(?:validity|ownership|rights?|patents?|trademarks?|marks)\b|\bbring\b[^?]*\b(?:claims?|actions?|suits?|proceedings)\b|\bcovenant not\b/iu,
    topic: 'whether a party promises not to sue or challenge',
    // Beside the rules' wording: a party that "shall not have any claim against" the other, or will assert
    // none, or that shall not institute a bankruptcy proceeding against it (a non-petition covenant).
    clue: /\b(?:shall|will|may)\s+not\s+(?:\w+\s+){0,2}(?:have|make|assert|bring|file|raise)\s+(?:any\s+)?claims?\s+(?:towards|against)\b|\bwaives?\s+(?:any\s+)?(?:and\s+all\s+)?(?:right\s+to\s+(?:bring|make|assert)\s+)?claims?\s+against\b|\b(?:shall|will|may)\s+not\b[^.;]{0,80}\b(?:petition|institut|invok|commenc|join)\w*\b[^.;]{0,200}\b(?:bankruptcy|insolvency|reorgani[sz]ation|liquidation|winding[-\s]up)\b/iu,
  },
  {
    category: 'Third Party Beneficiary',
    asks: /\bthird[- ]part(?:y|ies)\b[^?]*\b(?:benefi\w*|enforc\w*|rights?|rely)\b|\b(?:rights?|benefits?)\b[^?]*\b(?:to|for|on)\s+third[- ]part(?:y|ies)\b|\bbeneficiar\w*|\b(?:not a party|non-?part(?:y|ies)|someone else|anyone else|outsiders?)\b[^?]*\benforc|\benforc\w*\b[^?]*\b(?:not a party|non-?part(?:y|ies)|third[- ]part)/iu,
    topic: 'whether third parties may enforce it',
  },
  {
    category: 'Anti-Assignment',
    asks: /\bassign\w*|\btransfer\w*\b[^?]*\b(?:agreement|contract|rights|obligations)\b|\bhand (?:over|off)\b[^?]*\b(?:agreement|contract)\b/iu,
    topic: 'whether the agreement can be assigned',
  },
  { category: 'Audit Rights', asks: /\baudit\w*|\binspect\w*/iu, topic: 'whether there are audit rights' },
  {
    category: 'Revenue/Profit Sharing',
    asks: /\b(?:revenues?|profits?|proceeds|net sales|gross sales)\b|\broyalt/iu,
    topic: 'whether revenue or profit is shared',
  },
  {
    category: 'Confidentiality',
    asks: /\bconfidential\w*|\bnon-?disclosure\b|\bsecret/iu,
    topic: 'whether information must be kept confidential',
    clue: /\bconfidential\w*|\bnon-?disclosure\b/iu,
  },
  {
    category: 'Governing Law',
    asks: /\b(?:law|laws|governed|governing)\b|\bjurisdiction\b/iu,
    topic: 'which law governs it',
  },
  {
    category: 'License Grant',
    asks: /\blicen[cs]\w*|\brights? to use\b|\b(?:allowed|permitted|entitled)\s+to\s+use\b/iu,
    topic: 'whether a licence is granted',
  },
  {
    category: 'Post-Termination Services',
    asks: /\b(?:after|following|upon|post-?|once)\s*(?:the\s+)?(?:\w+\s+){0,2}(?:termination|expiration|expiry|ends?|ended|terminates?|expires?|is over)\b|\bsurviv\w*|\btransition (?:services|period|assistance)\b|\bwind[- ]down\b/iu,
    topic: 'what happens after termination',
    // What a party does once the agreement ends: "Upon termination of this Agreement, Galaxy may accept
    // returns", "for at least two (2) years following termination", "in the event that the Agent resigns or is
    // terminated, the Agent shall …".
    clue: /\b(?:upon|after|following|on)\s+(?:the\s+)?(?:\w+\s+){0,2}(?:termination|expiration|expiry)\b|\b(?:years?|months?|days?)\)?\s+(?:after|following)\s+(?:the\s+)?(?:\w+\s+){0,2}(?:termination|expiration|expiry)\b|\b(?:in\s+the\s+event\s+(?:that\s+)?|if\s+|when\s+|once\s+)[^.;]{0,60}\b(?:is|are|has\s+been|be)\s+terminated\b[^.;]{0,80}\b(?:shall|will|must)\b/i,
  },
  // Frames: they apply only when no clause subject is named. Payment first: "how long do we have to
  // pay" asks about payment, not the term.
  {
    category: 'Payment Terms',
    frame: true,
    frameWords: 'due owed owing payable paid amount amounts sum money made method schedule',
    asks: /\bpa(?:y|id|yment)\w*|\binvoice\w*|\bfees?\b|\bprice\b|\bcost\b/iu,
    topic: 'how payment works',
    clue: /\bpa(?:y|id|yment)\w*|\binvoice\w*|\bfees?\b|\bprice\b/iu,
  },
  {
    category: 'Parties',
    // "party" is often only the subject of another question ("what insurance must a party maintain",
    // "what happens if a party is acquired"): the question must ask who they are.
    asks: /\bwho\s+(?:are|is|were|was)\s+(?:the\s+)?(?:\w+\s+)?(?:part(?:y|ies)|signator\w*|counterpart\w*)\b|\bwho\b[^?]*\b(?:signed|signs|sign|executed|entered into)\b|\bwho\b[^?]*\b(?:agreement|contract|deal)\s+(?:is\s+|was\s+)?(?:with|between)\b|\bbetween whom\b|\b(?:which|what)\s+(?:companies|entities|persons|people|organi[sz]ations|firms|businesses)\b|\b(?:name[sd]?|identify|list)\b(?:\s+\w+){0,3}\s+part(?:y|ies)\b|\bwhat are the (?:\w+\s+)?parties\b|(?<!\bthird[- ])\bpart(?:y|ies) to\b|\bsignator/iu,
    topic: 'who the parties are',
  },
  {
    category: 'Expiration Date',
    frame: true,
    frameWords: 'last run end expire long',
    asks: /\bexpir\w*|\bend date\b|\bwhen does\b[^?]*\bend\b|\bhow long\b|\b(?:initial )?term of\b|\bduration\b/iu,
    topic: 'when it ends',
  },
  {
    category: 'Agreement Date',
    asks: /\b(?:when|date|day)\b[^?]*\b(?:signed|executed|dated|entered into|made|concluded)\b|\bagreement date\b|\b(?<!(?:end|effective|expiration|expiry|termination|start|renewal)\s)date of (?:the|this) (?:agreement|contract)\b/iu,
    topic: 'when it was signed',
    clue: DATE,
  },
  {
    category: 'Effective Date',
    asks: /\beffective\b|\b(?:take|takes|come|comes|go|goes) (?:into )?effect\b|\b(?:start|begin|commence)\w*\b|\b(?:from|as of)\s+(?:what|which)\s+date\b|\bwhen\b[^?]*\bappl(?:y|ies)\b/iu,
    topic: 'when it takes effect',
    clue: DATE,
  },
  {
    category: 'Termination',
    frame: true,
    frameWords: 'end early notice right',
    asks: /\bterminat\w*|\bcancel\w*|\bget out of\b|\bend (?:the|this) (?:agreement|contract)\b/iu,
    topic: 'how the agreement can be ended',
    clue: /\bterminat\w*/iu,
  },
  {
    category: 'Notice',
    frame: true,
    frameWords: 'send sent give given written writing deliver delivered served',
    asks: /\bnotices?\b|\bnotify\b/iu,
    topic: 'how notices are given',
    clue: /\bnotices?\b/iu,
  },
];
