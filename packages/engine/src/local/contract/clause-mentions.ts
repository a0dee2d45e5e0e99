import type { Sentence } from '../../text/sentences';

/**
 * Saying a clause is missing claims something about the whole text, so it needs a stricter test
 * than finding it: any sentence or heading that deals with the topic at all (in words the clause
 * detection may not take as the clause itself) means the contract does address it, and "no …
 * clause" would be false. These are the plain words each topic cannot be stated without.
 */
const TOPIC_WORDS: Record<string, RegExp> = {
  termination:
    /\bterminat(?:e|es|ed|ing|ion)\b[^.;]{0,120}\b(?:this\s+agreement|the\s+agreement|this\s+contract|the\s+term)\b|\b(?:this\s+agreement|the\s+agreement|this\s+contract)\b[^.;]{0,120}\bterminat(?:e|es|ed|ing|ion)\b|^\s*(?:\d+(?:\.\d+)*\.?\s*)?(?:term\s+and\s+)?termination\b/iu,
  insurance: /\binsur(?:ance|ed|er|ers)\b/iu,
  'limitation-of-liability':
    /\b(?:liab(?:le|ility)|damages)\b[^.;]{0,160}\b(?:exceed|limit(?:ed|ation)?|cap(?:ped)?|in\s+no\s+event|consequential|indirect)\b|\b(?:in\s+no\s+event|limitation\s+of\s+liability)\b/iu,
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
  'governing-law':
    /\b(?:governed\s+by|construed\s+(?:in\s+accordance\s+with|under)|laws?\s+of\s+the\s+(?:state|province|commonwealth)|governing\s+law)\b/iu,
};

/** Whether some sentence of the contract deals with the clause's topic, found or not. */
export function mentionsTopicOf(ruleId: string, sentences: readonly Sentence[]): boolean {
  const words = TOPIC_WORDS[ruleId];
  return words !== undefined && sentences.some((sentence) => words.test(sentence.text));
}
