// How a sentence reads as the writer's stance: the words that state a position, judge the topic,
// report someone else's view, tell a story or ask a question. The thesis and the later position
// are found with these.
import { matchesOf } from '../../text/pattern-matches';
import { COUNTERARGUMENT, REPORTED_BY_OTHERS, REPORTED_VIEW } from './opposing-views';
import { StanceWordsPattern } from './stance-word-spellings';

/** "Opinion" as writers spell it ("opinion", "opinon", "oppinion"), and the words that say whose it is. */
const OPINION = String.raw`op+inn?i?on`;
const OPINION_ADJECTIVE = String.raw`(?:own|honest|personal|humble|true)`;
/** The writer's opinion offered as such: "in my (honest) opinion", "if you want my opinion", "if you ask me". */
const OFFERED_OPINION = String.raw`(?:in|if\s+you\s+(?:want|ask\s+for))\s+my\s+(?:${OPINION_ADJECTIVE}\s+)?${OPINION}|if\s+you\s+ask\s+me`;
export const POSITION = new RegExp(
  String.raw`\b(?:I\s+(?:strongly\s+|do\s+not\s+|don['’]t\s+|do\s+)?(?:bel(?:ie|ei|i)ve|think|argue|feel|agree|disagree|support|oppose)|${OFFERED_OPINION}|this\s+(?:essay|paper|article)\s+(?:will|argues|shows)|I\s+will\s+(?:argue|show|explain)|should(?:n['’]t)?|must(?:n['’]t)?|ought\s+to|need\s+to|is\s+(?:essential|important|harmful|beneficial|necessary|wrong|right)|the\s+(?:main|key)\s+reasons?)\b`,
  'giu',
);
/**
 * The writer's own stance said outright ("I think that…", "I do not believe…", "In my opinion…"):
 * the clearest thesis. "I think about the dock" and "I feel sad" tell a thought or a feeling, not a
 * position.
 */
export const FIRST_PERSON_STANCE = new RegExp(
  String.raw`\b(?:I\s+(?:strongly\s+|really\s+|truly\s+|do\s+not\s+|don['’]t\s+|do\s+)?(?:bel(?:ie|ei|i)ve|think|argue|feel|agree|disagree|support|oppose)\b(?!\s+(?:about|of|back|like|sorry|bad|sad|happy|good|better|worse|sick|tired|lonely|scared|afraid)\b)|I\s+(?:am|['’]m)\s+(?:strongly\s+|completely\s+|totally\s+)?(?:against|in\s+favou?r\s+of|opposed\s+to)|in\s+my\s+view|${OFFERED_OPINION}|my\s+(?:${OPINION_ADJECTIVE}\s+)?(?:${OPINION}|view|position)\s+is)\b`,
  'iu',
);
/**
 * A plain judgement of the topic, the writer's position stated as an evaluation with no "I think":
 * "X are good for Y", "X is very offensive", "X would be a serious mistake", "X are a great help", or
 * one thing weighed against another ("ambition mattered more than practicality", "X do more good than
 * harm"), or an excess or a lack judged against what is right ("people rely too much on phones",
 * "pupils read too little"). A response to a story judges in the story's past ("his choice was wrong").
 * A plan judged as it would work ("was not practical", "is unsafe") judges it too, and what a thing
 * does to people is judged in any tense ("are harming students", "helped society"), as are the
 * effects it has, one or many ("has many negative effects on people"). A clause that
 * describes a noun ("films that are violent", "sites which are harmful") picks out the things
 * spoken of; it does not judge the topic. Its key words are read as meant where misspelled ("negitive").
 */
export const JUDGEMENT = new StanceWordsPattern(
  /(?<!\b(?:that|which|who)\s+)\b(?:is|are|was|were|would\s+be|will\s+be|can\s+be)\s+(?:(?:very|really|not|more|less|much|so|extremely|truly|quite|too|simply|clearly|never|not\s+always)\s+){0,2}(?:good|bad|better|worse|best|worst|(?:un)?helpful|useful|useless|harmful|dangerous|valuable|worthwhile|worthless|pointless|ridiculous|disrespectful|unjust|(?:un)?fair|wrong|right|offensive|(?:un)?important|essential|(?:un)?necessary|beneficial|positive|negative|terrible|awful|wonderful|(?:un)?healthy|(?:un)?wise|foolish|(?:un)?acceptable|(?:un)?safe|(?:im)?practical|(?:un)?realistic|(?:an?|the)\s+(?:(?:very|really|huge|big|great|good|bad|serious|real|terrible|major|terrific|wonderful|positive|negative|helpful|harmful|dangerous)\s+){0,2}(?:idea|decision|choice|solution|thing|help|benefit|mistake|problem|threat|danger|waste|blessing|asset|tool|advantage|disadvantage))\b|\b(?:makes?|made)\s+(?:\p{L}+\s+){1,2}(?:better|easier|worse|harder|safer)\b|\b(?:benefit(?:s|t?ing|t?ed)?|harm(?:s|ing|ed)?|hurt(?:s|ing)?|help(?:s|ing|ed)?|improv(?:es?|ing|ed)|damag(?:es?|ing|ed))\s+(?:the\s+)?(?:society|people|everyone|children|students|us|our\s+\p{L}+)\b|\b(?:do|does|did)\s+(?:much\s+|far\s+)?more\s+(?:good\s+than\s+harm|harm\s+than\s+good)\b|\b(?:has|have|had)\s+(?:a\s+|many\s+|some\s+|more\s+|(?:a\s+lot|lots)\s+of\s+)?(?:(?:very|really|truly|mostly)\s+)?(?:positive|negative|good|bad|great|huge|harmful|beneficial|healthy|unhealthy|wonderful|fantastic|amazing|terrible|awful|damaging|serious|lasting)\s+(?:effects?|affects?|impacts?|influences?)\b|\b(?:matters?|mattered|counts?|counted)\s+(?:far\s+|much\s+)?(?:more|less)\s+than\b|\btoo\s+(?:much|many|often|little|few)\b/iu,
);
/** A yes-or-no question opening on "is", "are", "was" or "were" before its subject. */
const BE_QUESTION_OPENING = /^\s*(is|are|was|were)\s/iu;
/** The most words a question's subject runs to before what is asked of it ("the new phone rules"). */
const QUESTION_SUBJECT_MAX_WORDS = 4;

/**
 * Whether a question asks for a judgement of the topic ("Are computers a bad thing?", "Is homework a
 * waste of time?"): read in statement order ("computers are a bad thing"), it judges as a thesis
 * would, so a short "No!" or "Certainly not!" after it answers with the writer's position.
 */
export function asksForAJudgement(question: string): boolean {
  const asked = question.replace(SALUTATION, '');
  const be = BE_QUESTION_OPENING.exec(asked)?.[1];
  if (!be) return false;
  const words = asked
    .replace(/[?!.\s]+$/u, '')
    .trim()
    .split(/\s+/u)
    .slice(1);
  // The subject's length is not known: any reading in which the question judges is the one meant.
  for (let subject = 1; subject <= Math.min(QUESTION_SUBJECT_MAX_WORDS, words.length - 1); subject++)
    if (JUDGEMENT.test([...words.slice(0, subject), be, ...words.slice(subject)].join(' '))) return true;
  return false;
}

/**
 * A sentence opening with a concession or a contrast ("Of course, …", "However, …", "But …")
 * qualifies the position, and one that sums up or points back ("Overall, …", "That is why …")
 * closes an argument already made: neither states the position the essay sets out to argue.
 */
export const NOT_A_THESIS_OPENING =
  /^\s*(?:of\s+course|however|but|although|though|even\s+so|still|yet|admittedly|granted|overall|in\s+conclusion|to\s+conclude|to\s+sum\s+up|in\s+summary|all\s+in\s+all|in\s+the\s+end|(?:that|this)\s+is\s+(?:why|how)|(?:these|those)\s+are\s+(?:the|my|some)\b[^.!?]*\breasons?|for\s+(?:these|those|all\s+these)\s+reasons)\b/iu;
/**
 * A sentence that adds a point ("Also, …", "Another reason …", "First, …", "For example, …") gives a
 * reason for the position, not the position: it is taken for the thesis only when nothing in the
 * introduction states the position more plainly.
 */
export const ADDS_A_POINT =
  /^\s*(?:also|plus|besides|in\s+addition|additionally|furthermore|moreover|another|first(?:ly)?|second(?:ly)?|third(?:ly)?|next|lastly|finally|one\s+(?:\p{L}+\s+)?(?:reason|example|way)|for\s+(?:example|instance))\b/iu;
export const ADDS_A_POINT_PENALTY = 2;
/** A contrast that turns from the background to the writer's own view: "But I do not think …", "However, I believe …". */
const CONTRAST_OPENING = /^\s*(?:however|but|still|yet|even\s+so)\b[\s,]*/iu;
/**
 * A concession clause before the main one ("Although being careful keeps people safe, …"): what
 * follows its comma is the writer's own claim, set against what was conceded.
 */
const CONCESSION_CLAUSE = /^\s*(?:although|though|even\s+though|while|whilst)\b[^,.;!?]{1,100},\s*/iu;
/** How far into the sentence, after the contrast, the writer's stance may start ("But personally I think"). */
const STANCE_AFTER_CONTRAST_CHARS = 20;
/**
 * A condition ("If it is popular then they should …") or a debate reported ("there is an argument
 * about whether … should …") holds a modal that is not the writer's position.
 */
export const CONDITION_OPENING = /^\s*(?:if|when|whenever|unless)\b/iu;
const REPORTED_QUESTION =
  /\b(?:argument|debate|question|discussion|controversy|issue|talk)s?\s+(?:about|over|on|of)\s+(?:whether|if|how|why|what|when)\b|\b(?:wonder|wonders|wondered|ask|asks|asked|decide|decides|decided|debate|debates|debated)\s+(?:whether|if)\b/iu;
/**
 * A thesis is the writer's own declarative statement: a question asks what the essay will answer,
 * and a sentence opening on a quotation gives someone else's words.
 */
const NOT_A_STATEMENT = /\?["”'’)]*\s*$|^\s*["“‘]|^\s*'(?!(?:em|tis|twas)\b)\p{L}/iu;
/**
 * A question whose question mark was left off still opens as one, on an auxiliary before its
 * subject ("Do you think the council should …", "Should the council …"); a statement never does.
 */
export const QUESTION_OPENING =
  /^\s*(?:(?:so|and|but|now|well|then)\b[\s,]*)?(?:do|does|did|would|should|could|can|will|shall|must|is|are|was|were|have|has)(?:n['’]t)?\s+(?:you|we|they|people|I|he|she|it|there|the|a|an|our|my|your|their|this|that|these|those|everyone|anyone|students|children|kids|parents|teachers|schools)\b/iu;
/**
 * An opening story: the writer telling what they did or what happened ("I just finished my report and
 * did not even need to leave home"). With no stance or judgement of the topic beside it, its "need
 * to" or "had to" tells the story, not a position.
 */
const NARRATED =
  /\bI\s+(?:just\s+|finally\s+|recently\s+|once\s+)?(?:was|went|had|got|saw|did|came|took|found|made|\p{L}+ed)\b/iu;
const OWN_MODAL_PRESENT = /\b(?:should|must|ought\s+to)\b/iu;
/**
 * A sentence that announces a view still to come ("Here is what I would like the town to do.") points
 * forward; it does not state the position.
 */
export const ANNOUNCES_VIEW =
  /\b(?:here\s+is|here['’]s|let\s+me\s+(?:tell|explain|say)(?:\s+(?:to\s+)?you)?)\s+(?:what|why|how)\b/iu;
/** A letter's greeting that opens the first sentence ("Dear editor, …"): not the writer's claim. */
export const SALUTATION = /^\s*dear\s+[^,.!?]{1,60},\s*/iu;
/** Words set in double quotation marks: someone else's, not the writer's own claim. */
const QUOTED_WORDS = /["“][^"“”]*["”]/gu;
/**
 * An introduction's closing signpost that turns what came before into the writer's stance: "That is
 * why I believe …", "For these reasons, I think …".
 */
const STANCE_SIGNPOST = /^\s*(?:(?:that|this)\s+is\s+why|for\s+(?:these|those|all\s+these)\s+reasons)[\s,]*/iu;

/**
 * A sentence that says what a quotation or a passage means or says ("The quote means that …", "This
 * passage shows …"): it restates a source's words, not the writer's own position on them.
 */
const PARAPHRASES_A_SOURCE =
  /^\s*(?:the|this|that|her|his|their)\s+(?:quote|quotation|passage|saying|statement|excerpt|line)\b(?:\s+[\p{L}'’]+){0,6}?\s+(?:means?|meant|says?|said|shows?|tells?|explains?|is\s+saying|is\s+about)\b/iu;

/**
 * A stance that points back at a claim already made ("why I think this", "I believe so", "I feel
 * this way"): the sentence gives reasons for that claim or repeats it; the claim was stated before.
 */
export const STANCE_POINTING_BACK =
  /\bI\s+(?:strongly\s+|really\s+|do\s+)?(?:bel(?:ie|ei|i)ve|think|feel|say)\s+(?:this|that|so)(?=\s*(?:[.,;:!?]|$|(?:is\s+)?because\b|since\b|for\b|way\b))|\b(?:why|reasons?(?:\s+that)?)\s+I\s+(?:strongly\s+)?(?:bel(?:ie|ei|i)ve|think|feel|say)\s+(?:this|that|so)\b/iu;

/**
 * "This is why computers are good for us": a signpost that, closing the introduction, draws the
 * position from what came before, where the rest of the sentence judges the topic.
 */
export function signalsJudgement(text: string): boolean {
  const signpost = /^\s*(?:that|this)\s+is\s+why[\s,]*/iu.exec(text);
  return signpost !== null && JUDGEMENT.test(ownWords(text.slice(signpost[0].length)));
}

/**
 * Whether a sentence takes a side in the writer's own words: a stance said outright, a judgement of
 * the topic or a modal claim ("they should stay"), outside a condition or a view reported of others.
 */
export function takesASide(text: string): boolean {
  const own = ownWords(text).replace(SALUTATION, '');
  if (reportsOthersView(own) || (CONDITION_OPENING.test(own) && !FIRST_PERSON_STANCE.test(own))) return false;
  return FIRST_PERSON_STANCE.test(own) || JUDGEMENT.test(own) || OWN_MODAL_PRESENT.test(own);
}

/**
 * A judgement framed as someone else's ("To the grandmother, the book is offensive", "According to
 * many parents, …"): it says how the thing seems to them, not what the writer holds. "To me, …" is
 * the writer's own, and "To the editor, …" greets the reader of a letter.
 */
const ANOTHERS_PERSPECTIVE =
  /^\s*(?:[Tt]o(?!\s+(?:the|our|my)\s+(?:[\p{L}@\d]+\s+)?(?:[Ee]ditors?|[Nn]ewspaper|[Rr]eaders?|@\p{L}+\d*)\b)|[Aa]ccording\s+to|[Ii]n\s+the\s+(?:eyes|mind|view|opinion)s?\s+of)\s+(?:(?:the|a|an|some|many|most|these|those|his|her|their|other)\s+(?:[\p{L}'’-]+\s+){0,2}?[\p{L}'’-]+|him|her|them|others|@\p{L}+\d*|\p{Lu}[\p{L}'’-]+)\s*,/u;

/** A view the sentence reports of others, or a source's words restated, with no stance of the writer's own beside it. */
export function reportsOthersView(own: string): boolean {
  const text = own.replace(SALUTATION, '');
  return (
    (REPORTED_VIEW.test(text) ||
      REPORTED_BY_OTHERS.test(text) ||
      PARAPHRASES_A_SOURCE.test(text) ||
      ANOTHERS_PERSPECTIVE.test(text)) &&
    !FIRST_PERSON_STANCE.test(text)
  );
}

/** A story told in the first person, with no stance or judgement of the topic beside it. */
export function tellsAStory(own: string): boolean {
  return NARRATED.test(own) && !FIRST_PERSON_STANCE.test(own) && !JUDGEMENT.test(own) && !OWN_MODAL_PRESENT.test(own);
}

/** A declarative sentence: neither a question (with its question mark or without) nor one opening on a quotation. */
export function isStatement(text: string): boolean {
  return !NOT_A_STATEMENT.test(text) && !QUESTION_OPENING.test(text);
}

/** The sentence without the words it quotes. */
export function ownWords(text: string): string {
  return text.replace(QUOTED_WORDS, ' ');
}

/** "That is why I believe …": a signpost that leads straight into the writer's own stance. */
export function signalsOwnStance(text: string): boolean {
  const signpost = STANCE_SIGNPOST.exec(text);
  if (!signpost) return false;
  const stance = FIRST_PERSON_STANCE.exec(text.slice(signpost[0].length));
  return stance !== null && stance.index <= STANCE_AFTER_CONTRAST_CHARS;
}

/**
 * "But I do not think …", "Although some disagree, I believe …": a contrast or a concession that
 * sets the writer's own stance against what came before.
 */
export function turnsToOwnStance(text: string): boolean {
  const contrast = CONTRAST_OPENING.exec(text) ?? CONCESSION_CLAUSE.exec(text);
  if (!contrast) return false;
  const rest = text.slice(contrast[0].length);
  const stance = FIRST_PERSON_STANCE.exec(rest);
  return stance !== null && stance.index <= STANCE_AFTER_CONTRAST_CHARS && !COUNTERARGUMENT.test(rest);
}

/**
 * "But too much screen time is harmful.": a contrast that turns from a point granted to a judgement
 * of the writer's own, with no "I think". Where nothing before it states the writer's stance, it is
 * the position the point granted leads up to, not a caveat on one.
 */
export function turnsToOwnJudgement(text: string): boolean {
  const contrast = CONTRAST_OPENING.exec(text);
  if (!contrast) return false;
  const rest = ownWords(text.slice(contrast[0].length));
  return (
    (JUDGEMENT.test(rest) || OWN_MODAL_PRESENT.test(rest)) &&
    !COUNTERARGUMENT.test(rest) &&
    !reportsOthersView(rest) &&
    !CONDITION_OPENING.test(rest)
  );
}

/** The position markers of a sentence that are the writer's own, not a condition's or a reported debate's. */
export function positionMarkers(text: string): number {
  if (CONDITION_OPENING.test(text) && !FIRST_PERSON_STANCE.test(text)) return 0;
  const reported = REPORTED_QUESTION.exec(text);
  return matchesOf(POSITION, reported ? text.slice(0, reported.index) : text).length;
}
