/**
 * A view other than the writer's, named or conceded: a contrast ("however", "although"), others'
 * opinion ("some people say", "many students might argue", "others may think", "not everyone
 * agrees"), or the writer granting a point ("I understand that", "I can understand wanting …",
 * "it is true that", "which is true in some cases, but", "… is understandable; however", "admittedly",
 * "of course …, but").
 */
export const COUNTERARGUMENT =
  /\b(?:however|although|on\s+the\s+other\s+hand|even\s+so|critics|opponents|while\s+it\s+is\s+true|admittedly|granted|despite|even\s+though|(?:some|many|most|other)\s+(?:\p{L}+\s+)?(?:may\s+|might\s+|would\s+|could\s+|will\s+)?(?:argue|believe|say|think|claim|feel|disagree)|others\s+(?:may\s+|might\s+|would\s+|could\s+)?(?:argue|believe|say|think|claim|feel|disagree)|it\s+is\s+true\s+that|not\s+everyone\s+(?:agrees|thinks|believes|likes)|(?:of\s+course|certainly|to\s+be\s+sure)\b[^.!?]*?\b(?:but|still|yet)|I\s+(?:do\s+|can\s+|could\s+)?(?:understand|admit|accept|reali[sz]e|see)\s+(?:that|why|how|wanting|the\s+point)|I\s+agree\s+that\s+some|(?:which|this|that|it)\s+(?:is|may\s+be|might\s+be|can\s+be)\s+true\b[^.!?]*?\b(?:but|however|yet|still)|\b(?:is|are|seems?)\s+(?:\p{L}+\s+)?(?:understandable|reasonable|a\s+(?:fair|valid|good)\s+point)\b[^.!?]*?\b(?:but|however|yet|still)|\b(?:is|are|seems?)\s+(?:completely\s+|quite\s+|very\s+|perfectly\s+|totally\s+)?understandable|\b(?:is|are)\s+(?:all\s+)?entitled\s+to\s+(?:their|his|her|an|one['’]s|your)\s+(?:own\s+)?opinions?|\b(?:has|have)\s+(?:a|the|every)\s+right\s+to\s+(?:think|believe|feel|disagree|their\s+(?:own\s+)?opinions?))\b/iu;
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

/**
 * Someone other than the writer said to hold a view ("The hosts have been saying that …", "My uncle
 * claims that …"): a view the next sentence may turn against.
 */
const REPORTED_CLAIM =
  /^(?!\s*(?:I|we)\b)[^.!?]*?\b(?:(?:have|has)\s+been\s+saying|(?:are|is|keeps?|kept)\s+saying|(?:say|says|said|claims?|claimed|argues?|argued)\s+that)\b/iu;
/** The writer's own turn against what came before: "But I say …", "However, I think …". */
const TURNS_AGAINST = /^\s*(?:but|however|yet)\b[\s,]*I\b/iu;

/** A view reported of others, answered by the writer in the next sentence: an opposing view weighed. */
export function answersReportedView(sentence: string, next: string | undefined): boolean {
  return next !== undefined && REPORTED_CLAIM.test(sentence) && TURNS_AGAINST.test(next);
}

/**
 * A view the writer only reports, opening the sentence: "Some people think …", "Others say …", "My
 * dad believes …". Without the writer's own "I think" beside it, it is someone else's position.
 */
export const REPORTED_VIEW =
  /^\s*(?:(?:some|many|most|other|certain|a\s+lot\s+of)\s+(?:\p{L}+\s+){0,2}|others\s+|people\s+|they\s+|(?:my|his|her|our|their)\s+(?:\p{L}+\s+)?(?:mom|mother|mum|dad|father|parents?|friends?|teachers?|brother|sister|family|grandma|grandmother|grandpa|grandfather|aunt|uncle|neighbou?rs?|classmates?)\s+)(?:may\s+|might\s+|would\s+|could\s+|will\s+|often\s+|also\s+|always\s+)?(?:say|says|said|think|thinks|thought|believe|believes|believed|argue|argues|argued|claim|claims|feel|feels|felt)\b/iu;
/**
 * Others' view reported in other shapes: what the writer has heard or read ("I have heard that …"),
 * what a group holds ("Those who run the budget believe …"), what someone keeps saying ("The
 * hosts have been saying …", "Most doctors say that …").
 */
export const REPORTED_BY_OTHERS =
  /^\s*(?:I(?:\s+have\s+|['’]ve\s+|\s+)(?:heard|read)\b|(?:those|people|anyone|someone)\s+who\s+(?:\p{L}+\s+){1,6}?(?:say|says|said|think|thinks|believe|believes|argue|argues|claim|claims|feel|feels)\b|(?:(?!(?:I|we|you)\b)\p{L}+\s+){1,4}(?:(?:have|has)\s+been\s+|are\s+|is\s+|keeps?\s+|kept\s+)saying\b|(?:(?!(?:I|we|you)\b)\p{L}+\s+){1,4}(?:say|says|said|claim|claims|claimed|argue|argues|argued|think|thinks|believe|believes)\s+that\b)/iu;
