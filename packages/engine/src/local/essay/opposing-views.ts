import { contentWordsOf } from '../../text/keywords';

/**
 * A view other than the writer's, named or conceded: a contrast ("however", "although"), others'
 * opinion ("some people say", "many students might argue", "others may think", "not everyone
 * agrees"), or the writer granting a point ("I understand that", "I can understand wanting …",
 * "it is true that", "… is understandable; however", "admittedly",
 * "I can also see why", "I do agree that some", "of course …, but").
 */
export const COUNTERARGUMENT =
  /\b(?:however|although|on\s+the\s+other\s+hand|even\s+so|critics|opponents|while\s+it\s+is\s+true|admittedly|granted|despite|even\s+though|(?:some|many|most|other)\s+(?:\p{L}+\s+)?(?:may\s+|might\s+|would\s+|could\s+|will\s+)?(?:argue|believe|say|think|claim|feel|disagree)|others\s+(?:may\s+|might\s+|would\s+|could\s+)?(?:argue|believe|say|think|claim|feel|disagree)|it\s+is\s+true\s+that|not\s+everyone\s+(?:agrees|thinks|believes|likes)|(?:of\s+course|certainly|to\s+be\s+sure)\b[^.!?]*?\b(?:but|still|yet)|I\s+(?:do\s+|can\s+|could\s+)?(?:also\s+|really\s+|truly\s+|fully\s+|completely\s+)?(?:understand|admit|accept|reali[sz]e|see)\s+(?:that|why|how|wanting|the\s+point)|I\s+(?:do\s+|also\s+)?agree\s+that\s+some|(?:which|this|that|it)\s+(?:is|may\s+be|might\s+be|can\s+be)\s+true\b[^.!?]*?\b(?:but|however|yet|still)|\b(?:is|are|seems?)\s+(?:\p{L}+\s+)?(?:understandable|reasonable|a\s+(?:fair|valid|good)\s+point)\b[^.!?]*?\b(?:but|however|yet|still)|\b(?:is|are|seems?)\s+(?:completely\s+|quite\s+|very\s+|perfectly\s+|totally\s+)?understandable|\b(?:is|are)\s+(?:all\s+)?entitled\s+to\s+(?:their|his|her|an|one['’]s|your)\s+(?:own\s+)?opinions?|\b(?:has|have)\s+(?:a|the|every)\s+right\s+to\s+(?:think|believe|feel|disagree|their\s+(?:own\s+)?opinions?))\b/iu;
/**
 * A contrast alone names no other view: "although I was tired" or "despite the rain" joins two facts.
 * It weighs a view only where the sentence also takes or grants a claim ("Although some books
 * offend, they should stay", "…, though some may be removed").
 */
const CONTRAST_ONLY = /^(?:however|although|even\s+so|despite|even\s+though)$/iu;
const CLAIM_WORDS =
  /\b(?:should(?:n['’]t)?|must|ought|may|might|need\s+to|(?:is|are|would\s+be)\s+(?:not\s+)?(?:right|wrong|fair|unfair|good|bad|better|worse|true|important|offensive|harmful|necessary)|I\s+(?:do\s+not\s+|don['’]t\s+)?(?:believe|think|agree|disagree))\b/iu;

/**
 * A text anonymised for sharing may hold a placeholder where the writer typed "may" ("@MONTH1", read
 * as the month): before a verb it is the modal.
 */
const MAY = String.raw`(?:may|might|could|@MONTH\d*)`;
/**
 * Other shapes of a view granted or answered: the reader's objection foreseen ("I know you may be
 * thinking…", "You might say…"), a doubter's claim reported ("Doubters say…", "Critics claim…"), a
 * view held "for some" set against another ("…is, for some, harmless, but…"; not "useful to some
 * people, but not all", which limits the writer's own claim), the writer set apart
 * from others ("unlike some people, I…"), a claim answered in its own words ("Just because some
 * readers dislike a book does not mean…") and a point granted before the turn ("Yes, they may be
 * strong, but…", "I agree some books belong apart, but…"), an objection foreseen from someone
 * other than the writer ("Of course, the council might argue…", "Someone may say…", "It could be
 * argued…"), a part of a group ("Some of my friends say…"), a point granted as true ("True, …, but"),
 * a point admitted against the writer's own side ("I will admit I use it too, but…") and a view held
 * in others' eyes, then turned ("in the eyes of most parents they are safe, but…").
 */
/** A verb of objecting or holding a view, as another's objection is foreseen ("might argue that"). */
const OBJECTS = String.raw`(?:argue|say|claim|object|insist|point\s+out|think|believe|disagree|complain)\b`;
const VIEW_GRANTED_OR_ANSWERED = new RegExp(
  [
    String.raw`\byou\s+${MAY}\s+(?:be\s+)?(?:think(?:ing)?|say(?:ing)?|believe|feel(?:ing)?|argue|object|wonder(?:ing)?|ask(?:ing)?)\b`,
    String.raw`\b(?:doubters|sceptics|skeptics|naysayers|critics|opponents)\s+(?:\p{L}+\s+)?(?:${MAY}\s+)?(?:say|said|argue|argued|claim|claimed|believe|think|point\s+out)\b`,
    String.raw`\b(?:for|to)\s+some(?:\s+people)?\b(?!\s+(?:reason|time|while|days?|weeks?|years?|hours?|minutes?|extent|degree)\b)[^.!?]*?\b(?:but|however|yet|while)\b(?!\s+not\s+(?:all|every|everyone|always)\b)`,
    String.raw`\bunlike\s+(?:some|many|most|other|certain)\b`,
    String.raw`\bjust\s+because\b[^.!?]*?\b(?:does(?:n['’]?t|\s+not)|is(?:n['’]?t|\s+not))\s+mean\b`,
    String.raw`^\s*yes\b[^.!?]*?\bbut\b`,
    String.raw`\bI\s+agree\s+(?:that\s+)?(?:some|there)\b[^.!?]*?\bbut\b`,
    String.raw`\bsome\s+(?:\p{L}+\s+){1,2}(?:${MAY}\s+)?(?:argue|believe|say|think|claim|feel|disagree)\b`,
    String.raw`\bof\s+course\b[^.!?]*?\b(?:${MAY}|would|will|can)\s+(?:also\s+)?${OBJECTS}`,
    String.raw`\b(?<!\bno\s)(?:someone|somebody|anyone|anybody|one|a\s+few|few|the\s+other\s+side|the\s+opposing\s+side)\s+(?:${MAY}|would|will|can)\s+(?:also\s+)?${OBJECTS}`,
    String.raw`\bit\s+(?:${MAY}|can|would|will)\s+be\s+(?:argued|said|claimed|objected)\b`,
    String.raw`\b(?:some|many|most|a\s+few|few|several|a\s+lot)\s+of\s+(?:you|us|them|(?:my|our|your|the)\s+\p{L}+)\s+(?:${MAY}\s+|would\s+|will\s+)?(?:argue|believe|say|think|claim|feel|disagree)\b`,
    String.raw`^\s*true,[^.!?]*?\bbut\b`,
    String.raw`\bI\s+(?:will|must|have\s+to|['’]ll|do|can|should)\s+admit\b`,
    String.raw`\bin\s+the\s+eyes\s+of\s+(?:some|many|most|other|certain|a\s+lot\s+of)\b[^.!?]*?\b(?:but|however|yet)\b`,
  ].join('|'),
  'iu',
);
/**
 * A view named with nothing of it said: a bare "Others disagree." (fewer words than this) or "who
 * knows what other people think" names no view a reader could weigh.
 */
const MIN_VIEW_WORDS = 5;
const VIEW_LEFT_UNSAID = /\bwhat\s+(?:other\s+people|others|everyone\s+else)\s+(?:think|say|believe)\b/iu;

/** Whether a sentence names or grants a view other than the writer's, not merely a contrast of facts. */
export function weighsOtherView(text: string): boolean {
  if (text.split(/\s+/u).filter(Boolean).length < MIN_VIEW_WORDS || VIEW_LEFT_UNSAID.test(text)) return false;
  return VIEW_GRANTED_OR_ANSWERED.test(text) || namesOtherView(text);
}

function namesOtherView(text: string): boolean {
  const match = COUNTERARGUMENT.exec(text);
  if (!match) return false;
  if (!CONTRAST_ONLY.test(match[0].trim())) return true;
  // A later cue in the sentence may name the view itself ("However, some people say…").
  const rest = text.slice(match.index + match[0].length);
  return CLAIM_WORDS.test(text) || namesOtherView(rest);
}

/**
 * Whether a sentence speaks of what others hold, whether or not it is weighed: other people ("some
 * parents worry", "people who dislike", "others think") said to think, want or object, the reader's
 * objection, or critics. Where one does, "no opposing view is considered" cannot be checked against
 * the text: a view may be weighed in more ways than any reading finds. People named without a view
 * ("many families own bikes") hold none.
 */
export const OTHER_PEOPLE = String.raw`(?:(?:some|many|most|other|certain|a\s+lot\s+of)\s+(?:\p{L}+\s+){0,2}?(?:people|persons|parents|students|adults|readers|teachers|critics|experts|individuals|families|kids|children|ones)|others|people|parents|adults|those|(?:those|people|anyone|someone)\s+(?:of\s+you\s+)?who)`;
const HOLDS_A_VIEW = String.raw`(?:think|thinks|believe|believes|say|says|said|feel|feels|worry|worries|want|wants|find|finds|complain|complains|object|objects|dislike|dislikes|disagree|disagrees|argue|argues|claim|claims|prefer|prefers|fear|fears|(?:are|get|got|become|feel)\s+(?:against|afraid|offended|upset|mad|angry|worried|uncomfortable)|(?:do\s+not|don['’]?t|does\s+not|doesn['’]?t)\s+(?:like|want|agree|approve))`;
const OTHERS_VIEW_MENTIONED = new RegExp(
  [
    String.raw`\b${OTHER_PEOPLE}\s+(?:[\p{L}'’@-]+\s+){0,4}?${HOLDS_A_VIEW}\b`,
    String.raw`\byou\s+${MAY}\s+(?:be\s+)?(?:think|thinking|say|believe|feel|argue)\b`,
    String.raw`\b(?:critics|opponents|doubters|sceptics|skeptics|naysayers)\b`,
  ].join('|'),
  'iu',
);

export function mentionsOthersView(text: string): boolean {
  return OTHERS_VIEW_MENTIONED.test(text) || weighsOtherView(text);
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
 * dad believes …" ("may" read also where an anonymised text holds "@MONTH1" for it). Without the
 * writer's own "I think" beside it, it is someone else's position.
 */
export const REPORTED_VIEW =
  /^\s*(?:(?:some|many|most|other|certain|a\s+lot\s+of)\s+(?:\p{L}+\s+){0,2}|others\s+|people\s+|they\s+|(?:my|his|her|our|their)\s+(?:\p{L}+\s+)?(?:mom|mother|mum|dad|father|parents?|friends?|teachers?|brother|sister|family|grandma|grandmother|grandpa|grandfather|aunt|uncle|neighbou?rs?|classmates?)\s+)(?:may\s+|might\s+|would\s+|could\s+|will\s+|often\s+|also\s+|always\s+|@MONTH\d*\s+)?(?:say|says|said|think|thinks|thought|believe|believes|believed|argue|argues|argued|claim|claims|feel|feels|felt)\b/iu;
/**
 * Others' view reported in other shapes: what the writer has heard or read ("I have heard that …"),
 * what a group holds ("Those who run the budget believe …"), what someone keeps saying ("The
 * hosts have been saying …", "Most doctors say that …") or worries about ("Experts have been
 * concerned that …").
 */
export const REPORTED_BY_OTHERS =
  /^\s*(?:I(?:\s+have\s+|['’]ve\s+|\s+)(?:heard|read)\b|(?:(?!(?:I|we|you)\b)[\p{L}@\d'’,]+\s+){1,4}(?:(?:have|has)\s+been|are|is|were|was)\s+(?:concerned|worried|warning|complaining)\s+(?:that|about)\b|(?:those|people|anyone|someone)\s+who\s+(?:\p{L}+\s+){1,6}?(?:say|says|said|think|thinks|believe|believes|argue|argues|claim|claims|feel|feels)\b|(?:(?!(?:I|we|you)\b)\p{L}+\s+){1,4}(?:(?:have|has)\s+been\s+|are\s+|is\s+|keeps?\s+|kept\s+)saying\b|(?:(?!(?:I|we|you)\b)\p{L}+\s+){1,4}(?:say|says|said|claim|claims|claimed|argue|argues|argued|think|thinks|believe|believes)\s+that\b)/iu;

/**
 * A point granted in the writer's own hedged claim, then turned ("Phones may help with homework, but
 * they keep pupils up at night"): a concession in all but name. It is not credited as weighing a
 * view (a hedge and a "but" also join two facts), but where it stands "no opposing view" cannot be
 * checked against the text.
 */
const HEDGED_POINT_TURNED = new RegExp(
  String.raw`(?:^|\s)${MAY}\s+(?:be|have|help|seem|sound|look|give|make|bring)\b[^.!?]*?\bbut\b`,
  'iu',
);

export function mentionsOrConcedes(text: string): boolean {
  return mentionsOthersView(text) || HEDGED_POINT_TURNED.test(text) || GRANTS_THE_OTHER_SIDE.test(text);
}

/**
 * The other side spoken of in words no reading of views above needs: a downside or drawback named
 * ("There is a down side…", "the disadvantages are…"), the other side of a question named as such
 * (not "the other side of the world", a place), a point
 * granted with a word that opens the sentence ("Sure, …", "Of course, …", "Admittedly, …"), a fault
 * the other side would find granted as not necessarily one ("They are not necessarily bad, but …"), or what
 * a reader or someone else may find or think ("A reader may find it dull", "someone might say"),
 * or the good of the other side granted before a turn ("Phones have some uses, but …", "There are
 * good things about cars, but …").
 * Where one stands, "no opposing view" cannot be said; whether it is answered is left to the
 * readings that credit a view weighed.
 */
const GRANTS_THE_OTHER_SIDE = new RegExp(
  [
    String.raw`\b(?:down\s*-?\s*sides?|drawbacks?|disadvantages?|pros\s+and\s+cons|(?:the\s+)?(?:other|opposing)\s+sides?(?!\s+of\b(?!\s+(?:the|this|that)\s+(?:argument|debate|question|issue|story|coin|case)\b)))\b`,
    String.raw`^\s*["“]?(?:sure|granted|true|admittedly|of\s+course|yes|okay|ok)\s*[,!;:]`,
    String.raw`\bnot\s+necessarily\s+(?:\p{L}+\s+){0,2}?(?:bad|wrong|harmful|evil|useless|a\s+bad\s+thing)\b[^.!?]*?\b(?:but|however|yet)\b`,
    String.raw`\b(?:an?|one|the|some|many|other)\s+(?:readers?|viewers?|listeners?|persons?|parents?|students?)\s+(?:who\s+)?(?:${MAY}|would|will)\s+(?:also\s+)?(?:find|think|feel|say|believe|argue|object|disagree|consider)\b`,
    String.raw`\b(?:someone|somebody|anyone|readers|viewers)\s+(?:who\s+)?(?:${MAY}|would|will)\s+(?:also\s+)?(?:find|think|feel|say|believe|argue|object|disagree|consider)\b`,
    String.raw`\b(?:ha(?:s|ve|d)|brings?|offers?|there\s+(?:are|is))\s+(?:(?:many|some|a\s+few|several|certain|real|its|their)\s+)?(?:\p{L}+\s+)?(?:benefits|advantages|uses|upsides|positives|good\s+(?:things|points|sides?|uses))\b[^.!?]*?\b(?:but|however|yet)\b`,
  ].join('|'),
  'iu',
);

/** The writer's turn after the view, in the same sentence: "…, but I think …", "…; however, …", "…does not mean…". */
const REPLY_WITHIN =
  /\b(?:but|however|yet|still|nevertheless|nonetheless|even\s+so|(?:does|do|is)(?:n['’]?t|\s+not)\s+mean)\b/giu;
/**
 * A view granted in a clause of contrast beside the writer's own ("Although some readers object,
 * the books should stay", "The books should stay, even though some object"): the sentence answers it.
 */
const CONTRAST_CLAUSE =
  /\b(?:although|though|even\s+though|while\s+it\s+is\s+true|despite|whereas|admittedly|granted)\b/iu;
/** Shapes whose own words answer the view: "unlike some people, I …", "just because … does not mean …", "yes, …, but". */
const ANSWERED_IN_ITS_OWN_WORDS =
  /\bunlike\s+(?:some|many|most|other|certain)\b[^.!?]*?,\s*(?:I|we)\b|\bjust\s+because\b[^.!?]*?\b(?:does(?:n['’]?t|\s+not)|is(?:n['’]?t|\s+not))\s+mean\b/iu;
/** The next sentence turns against the view or states the writer's own: "But …", "However, …", "I still think …". */
const REPLY_OPENS =
  /^\s*["“]?(?:but|however|yet|still|even\s+so|nevertheless|nonetheless|that\s+said|on\s+the\s+other\s+hand|in\s+reality|actually|the\s+truth\s+is|in\s+my\s+opinion|personally|I\s+(?:still\s+|really\s+|strongly\s+|do\s+not\s+|don['’]?t\s+)?(?:disagree|agree|think|believe|feel)\b)/iu;

/** Where the view begins in the sentence: the first cue that names or grants it. */
function viewStart(text: string): number {
  const found = [VIEW_GRANTED_OR_ANSWERED.exec(text), COUNTERARGUMENT.exec(text)].filter((match) => match !== null);
  return Math.min(...found.map((match) => match.index));
}

/**
 * Whether the sentence at `index` weighs another view: it names or grants one AND the writer answers
 * it, in the same sentence (a turn after the view, a clause of contrast beside the writer's claim)
 * or in the next ("Some say … . But …"). A view only named ("Some people think phones are
 * harmless.") is reported, not weighed.
 */
export function weighsAndAnswers(sentences: readonly { text: string }[], index: number): boolean {
  const text = sentences[index]?.text ?? '';
  const next = sentences[index + 1]?.text;
  if (answersReportedView(text, next)) return true;
  if (!weighsOtherView(text)) return false;
  if (ANSWERED_IN_ITS_OWN_WORDS.test(text) || (CONTRAST_CLAUSE.test(text) && text.includes(','))) return true;
  const start = viewStart(text);
  const turnsAfter = [...text.matchAll(REPLY_WITHIN)].some((match) => match.index > start);
  return turnsAfter || (next !== undefined && (REPLY_OPENS.test(next) || deniesWhatItGrants(text, next)));
}

/** A question asks the reader; it answers no view ("Would you rather play all day instead?"). */
const ASKS = /\?["”]?\s*$/u;
/** Words that deny or limit: "not", "no", "never", "cannot", "only", "little", "instead". */
const DENIES =
  /\b(?:not|no|never|cannot|nothing|none|nobody|neither|nor|only|little|instead|rather|without)\b|n['’]t\b/iu;

/**
 * A reply with no turning word: the next sentence speaks of what the view speaks of and denies or
 * limits it ("It is true that a phone can be a calculator. A calculator costs little and cannot
 * send a message."). A sentence that only goes on to the writer's next point shares no such word,
 * and one that reports a further view answers nothing.
 */
function deniesWhatItGrants(view: string, next: string): boolean {
  if (!DENIES.test(next) || ASKS.test(next) || mentionsOthersView(next)) return false;
  const viewWords = new Set(contentWordsOf(view).map(stemOf));
  return contentWordsOf(next).some((word) => viewWords.has(stemOf(word)));
}

/** A word without its plural ending, so "parent" meets "parents". */
function stemOf(word: string): string {
  return word.toLowerCase().replace(/(?<=\p{L}{3})s$/u, '');
}
