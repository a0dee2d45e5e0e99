/**
 * A view other than the writer's, named or conceded: a contrast ("however", "although"), others'
 * opinion ("some people say", "many students might argue", "others may think", "not everyone
 * agrees"), or the writer granting a point ("I understand that", "I can understand wanting …",
 * "it is true that", "which is true in some cases, but", "… is understandable; however", "admittedly",
 * "of course …, but").
 */
export const COUNTERARGUMENT =
  /\b(?:however|although|on\s+the\s+other\s+hand|even\s+so|critics|opponents|while\s+it\s+is\s+true|admittedly|granted|despite|even\s+though|(?:some|many|most|other)\s+(?:\p{L}+\s+)?(?:may\s+|might\s+|would\s+|could\s+|will\s+)?(?:argue|believe|say|think|claim|feel|disagree)|others\s+(?:may\s+|might\s+|would\s+|could\s+)?(?:argue|believe|say|think|claim|feel|disagree)|it\s+is\s+true\s+that|not\s+everyone\s+(?:agrees|thinks|believes|likes)|(?:of\s+course|certainly|to\s+be\s+sure)\b[^.!?]*?\b(?:but|still|yet)|I\s+(?:do\s+|can\s+|could\s+)?(?:understand|admit|accept|reali[sz]e|see)\s+(?:that|why|how|wanting|the\s+point)|I\s+agree\s+that\s+some|(?:which|this|that|it)\s+(?:is|may\s+be|might\s+be|can\s+be)\s+true\b[^.!?]*?\b(?:but|however|yet|still)|\b(?:is|are|seems?)\s+(?:\p{L}+\s+)?(?:understandable|reasonable|a\s+(?:fair|valid|good)\s+point)\b[^.!?]*?\b(?:but|however|yet|still))\b/iu;
/**
 * A contrast alone names no other view: "although I was tired" or "despite the rain" joins two facts.
 * It weighs a view only where the sentence also takes or grants a claim ("Although some books
 * offend, they should stay", "…, though some may be removed").
 */
const CONTRAST_ONLY = /^(?:however|although|even\s+so|despite|even\s+though)$/iu;
const CLAIM_WORDS =
  /\b(?:should(?:n['’]t)?|must|ought|may|might|need\s+to|(?:is|are|would\s+be)\s+(?:not\s+)?(?:right|wrong|fair|unfair|good|bad|better|worse|true|important|offensive|harmful|necessary)|I\s+(?:do\s+not\s+|don['’]t\s+)?(?:believe|think|agree|disagree))\b/iu;

/** Whether a sentence names or grants a view other than the writer's, not merely a contrast of facts. */
export function weighsOtherView(text: string): boolean {
  const match = COUNTERARGUMENT.exec(text);
  if (!match) return false;
  if (!CONTRAST_ONLY.test(match[0].trim())) return true;
  // A later cue in the sentence may name the view itself ("However, some people say…").
  const rest = text.slice(match.index + match[0].length);
  return CLAIM_WORDS.test(text) || weighsOtherView(rest);
}
