import { mayMatchIn } from '../../text/pattern-gate';
import type { Sentence } from '../../text/sentences';

// What a document that binds over time calls itself, or the bond it makes: "the contract", "these Clauses", "this Note".
const THE_BOND = String.raw`(?:this|the|these)\s+(?:agreement|contract|clauses|lease|tenancy|note|licen[cs]e|order|engagement|arrangement)\b`;

/**
 * Saying a clause is missing claims something about the whole text, so it needs a stricter test
 * than finding it: any sentence or heading that deals with the topic at all (in words the clause
 * detection may not take as the clause itself) means the contract does address it, and "no …
 * clause" would be false. These are the plain words each topic cannot be stated without.
 */
const TOPIC_WORDS: Record<string, RegExp | readonly RegExp[]> = {
  termination: new RegExp(
    [
      String.raw`\bterminat(?:e|es|ed|ing|ion)\b[^.;]{0,120}(?:\b${THE_BOND}|\bthe\s+term\b)|\b${THE_BOND}[^.;]{0,120}\bterminat(?:e|es|ed|ing|ion)\b`,
      // A lender's way out is acceleration on default: "may declare all unpaid principal immediately due and payable".
      String.raw`\bdeclar\w*\b[^.;]{0,160}\bdue\s+and\s+payable\b|\bdefault\b[^.;]{0,200}\bimmediately\s+due\s+and\s+payable\b|\baccelerat(?:e|es|ed|ing|ion)\b[^.;]{0,60}\b(?:maturity|indebtedness|principal|loan|note|obligations)\b`,
      // A bond that lasts until an event ends it: "shall remain in full force and effect until the principal is repaid",
      // "terminates automatically upon completion of the sale".
      String.raw`\b(?:remain|remains|continue|continues)\s+in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?\s+until\b|\b(?:terminat|expir)\w*\s+(?:automatically\s+)?(?:upon|on|when|at)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:repayment|payment\s+in\s+full|completion|conversion|satisfaction|discharge)\b`,
      String.raw`\b(?:cancel\w*|rescind\w*|end(?:s|ed|ing)?)\s+${THE_BOND}`,
      // A party's right to end it, named by what sets it off (a notice not to renew only lets the term run out,
      // which the finding's own words cover: nothing ends it before it runs out): "may terminate upon sixty days notice", "for cause".
      String.raw`\b(?:may|shall\s+have\s+the\s+right\s+to|is\s+entitled\s+to)\s+(?:\w+\s+){0,2}(?:terminate|cancel|end|rescind)\b[^.;]{0,120}\b(?:notice|cause|breach|insolven\w*|bankrupt\w*)\b`,
      // A party leaving the agreement ends it for that party: "either party may withdraw from this Agreement on notice".
      String.raw`\b(?:withdraw|resign|retire)\s+from\s+(?:this|the)\s+(?:agreement|contract|joint\s+venture|venture|partnership)\b`,
      // An end on notice, in the passive or the noun: "until terminated by either party upon sixty days written notice".
      String.raw`\bterminat\w*\b[^.;]{0,120}\bnotice\b|\bnotice\s+of\s+terminat\w*`,
      // A heading standing alone: "12. TERM AND TERMINATION", "ARTICLE V - TERMINATION", "Section 4. Term & Termination."
      // A heading run into its text ("Term & Termination. This Agreement is for twelve months.") is read by that text.
      String.raw`^\s*(?:(?:article|section|clause)\s+)?(?:[\divxlc]+(?:\.\d+)*\.?\s*[-–—:.]?\s*)?(?:(?:term|duration)\s+(?:and|&)\s+)?(?:termination|cancellation)\b\s*[.:]?\s*(?:$|\d+(?:\.\d+)+\s|\([a-z\d]\)\s)`,
    ].join('|'),
    'iu',
  ),
  insurance: /\binsur(?:ance|ed|er|ers)\b/iu,
  // A cap, or an exclusion of kinds of damages or of one party's liability: each limits what can be claimed.
  'limitation-of-liability': new RegExp(
    [
      String.raw`\b(?:liab(?:le|ility)|damages)\b[^.;]{0,160}\b(?:exceed|limit(?:ed|ation)?|cap(?:ped)?|in\s+no\s+event|consequential|indirect)\b|\b(?:in\s+no\s+event|limitation\s+of\s+liability)\b`,
      String.raw`\b(?:shall|will|does|is|are)\s+not\s+(?:be\s+)?(?:\w+ly\s+)?(?:liable|responsible)\b|\bno\s+(?:personal\s+)?liability\b`,
      // A ceiling on an indemnity, or recourse limited to certain assets, limits what can be recovered too.
      String.raw`\bindemni\w*\b[^.;]{0,160}\b(?:shall\s+not\s+exceed|not\s+to\s+exceed|(?:be\s+)?limited\s+to|capped\s+at)\b|\brecourse\b[^.;]{0,80}\blimited\s+to\b`,
      String.raw`\bliabilit(?:y|ies)\b[^.;]{0,120}\b(?:is|are|shall\s+be)\s+(?:hereby\s+)?excluded\b|\bexclu(?:de|des|sion\s+of)\b[^.;]{0,40}\bliabilit`,
      String.raw`\b(?:consequential|incidental|indirect|special|punitive)\b[^.;]{0,60}\b(?:damages|loss(?:es)?)\b`,
      String.raw`\bliability\s+limitations?\b|\blimitations?\s+(?:of|on)\s+liability\b`,
    ].join('|'),
    'iu',
  ),
  // A period stated for the quality promises: in time, until an expiry, as shelf life left at delivery, or as the window
  // in which faulty goods may be rejected for replacement or refund.
  'warranty-duration': new RegExp(
    [
      String.raw`\bwarrant(?:y|ies)\s+period\b|\bwarrant\w*\b[^.;]{0,120}\b(?:for\s+a\s+period|months?|years?|days?)\b`,
      String.raw`\bwarrant\w*\b[^.;]{0,160}\buntil\s+(?:the\s+|its\s+)?(?:[\w’'-]+\s+){0,3}(?:expir\w*|end)\b`,
      String.raw`\b(?:at\s+least|not\s+less\s+than|no\s+less\s+than|minimum(?:\s+of)?)\s+[^.;]{0,40}?\b(?:months?|years?|days?|%|percent)\b[^.;]{0,40}?\bshelf[-\s]life\b|\bshelf[-\s]life\b[^.;]{0,30}?\b(?:at\s+least|not\s+less\s+than|no\s+less\s+than)\b`,
      String.raw`^(?=[\s\S]*\b(?:defect\w*|non-?conform\w*|not\s+conform\w*|fail\w*\s+to\s+conform)\b)[\s\S]*?\breject\w*\b[^.;]{0,160}\bwithin\s+(?:[\w-]+\s+)?\(?\d+\)?\s+(?:calendar\s+|business\s+)?(?:days|weeks|months)\b[^.;]{0,200}\b(?:replac\w*|refund\w*|repair\w*)`,
    ].join('|'),
    'iu',
  ),
  'governing-law': [
    /\b(?:governed\s+by|construed\s+(?:in\s+accordance\s+with|under)|laws?\s+of\s+the\s+(?:state|province|commonwealth)|governing\s+law)\b/iu,
    // The law that reads the agreement, in other words, naming a place (capitalised, so not "all applicable laws"):
    // "subject to the laws of England", "interpreted according to the law of", "the laws of Ontario apply to this Agreement".
    /\b(?:[Ss]ubject\s+to|[Ii]nterpreted|[Cc]onstrued|[Ee]nforced|[Gg]overned)\b[^.;]{0,40}\b[Ll]aws?\s+of\s+(?:the\s+)?\p{Lu}/u,
    /\b[Ll]aws?\s+of\s+(?:the\s+)?\p{Lu}[^.;]{0,60}\b(?:apply|applies|govern|governs)\s+(?:to\s+)?(?:this|the)\s+(?:[Aa]greement|[Cc]ontract)\b/u,
    // The law left to another agreement: "all terms of the Agreement, including its choice of law, apply to this Addendum".
    /\bchoice[-\s]of[-\s]law\b/iu,
  ],
};

/** Whether some sentence of the contract deals with the clause's topic, found or not. */
export function mentionsTopicOf(ruleId: string, sentences: readonly Sentence[]): boolean {
  const words = TOPIC_WORDS[ruleId];
  if (words === undefined) return false;
  const patterns = Array.isArray(words) ? words : [words];
  // Each sentence is also read joined to the next, since a line break can cut one ("… may cancel this" / "Agreement …").
  return sentences.some((sentence, at) => {
    const joined = `${sentence.text} ${sentences[at + 1]?.text ?? ''}`;
    return patterns.some(
      (pattern) => mayMatchIn(pattern, joined) && (pattern.test(sentence.text) || pattern.test(joined)),
    );
  });
}
