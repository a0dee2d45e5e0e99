/**
 * Results a CV states without a figure of its own digits, and figures that are the scope of the work
 * rather than its result. A reader counts "ranked third nationally" or "doubled the footfall" as a
 * measured result as much as "up 40%", and "a team of 8" as the size of the job, not what it achieved.
 */

/** Numbers written as words, cardinal ("five", "twenty") and the scale words after them. */
const CARDINAL = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million)`;
/** A place in a ranking written as a word or a figure ("third", "2nd"). */
const ORDINAL = String.raw`(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))`;
/** A number as digits or words ("1,200", "three hundred"). */
const NUMBER = String.raw`(?:\d[\d,.]*|${CARDINAL}(?:[\s-]+(?:and\s+)?${CARDINAL}){0,3})`;

/** A change from one number to another written in words ("from three hundred to five thousand"). */
const WORDED_CHANGE = new RegExp(
  String.raw`\bfrom\s+${CARDINAL}(?:[\s-]+${CARDINAL}){0,3}\s+(?:\p{L}+\s+)?to\s+${CARDINAL}\b`,
  'iu',
);
/**
 * A place in a ranking ("ranked third nationally", "in the top ten percent", "the number one branch"):
 * a standing the work earned against others. "Ranked tickets by urgency" sorts things, and ranks nothing.
 */
const RANKING = new RegExp(
  [
    String.raw`\b(?:ranked|placed|finished|came|rated|voted|named)\s+(?:as\s+)?(?:the\s+)?(?:${ORDINAL}|number\s+(?:one|1)|no\.\s?1|#\s?\d+)\b`,
    String.raw`\b(?:in|among|within|into)\s+the\s+top\s+${NUMBER}\b`,
    String.raw`\btop\s+${NUMBER}\s*(?:%|percent\b|per\s+cent\b)`,
    String.raw`\b(?:the\s+)?number\s+one\s+(?:\p{L}+\s+){0,2}(?:for|in|across|nationally|in\s+the)\b`,
    String.raw`\b${ORDINAL}[\s-]place\b`,
    // "achieving the third highest sales": a place earned; "the second largest hospital" only describes one.
    String.raw`\b(?:achiev\w*|earn\w*|record\w*|post\w*|reach\w*|with)\s+(?:the\s+)?${ORDINAL}[\s-](?:highest|best|most|largest|biggest|strongest|top)\b`,
    String.raw`\b${ORDINAL}[\s-](?:highest|best|top)\s+(?:sales|revenue|scores?|ratings?|results?|performance|seller|performer|producer)\b`,
  ].join('|'),
  'iu',
);
/**
 * A multiple the work made ("doubled", "halved", "twice as fast", "threefold"): a change measured in
 * words. "Twice a day" is how often a task was done, and says nothing of a change.
 */
const MULTIPLE =
  /\b(?:doubl(?:ed|ing)|tripl(?:ed|ing)|quadrupl(?:ed|ing)|halv(?:ed|ing)|(?:two|three|four|five|ten)[\s-]?fold|(?:twice|(?:three|four|five|ten)\s+times)\s+(?:as|the|more|faster|higher|larger|bigger))\b/iu;
/**
 * New business won, counted ("signed 9 new accounts", "brought on fourteen new clients"): what the
 * work brought in, not the size of the book it served. Opening accounts at a counter names no count.
 */
const NEW_BUSINESS = new RegExp(
  String.raw`\b(?:won|signed|secured|landed|brought\s+(?:in|on)|acquired|attracted|gained|added|closed|converted)\s+(?:over\s+|more\s+than\s+|nearly\s+)?${NUMBER}\+?\s+new\b`,
  'iu',
);

/** Whether the line states a result in words, a ranking, or new business won: an outcome, not a size. */
export function statesResultInWords(text: string): boolean {
  return WORDED_CHANGE.test(text) || RANKING.test(text) || MULTIPLE.test(text) || NEW_BUSINESS.test(text);
}

/**
 * The size of a team the writer led or worked in ("a team of 8", "12 direct reports", "a 20-person
 * crew"): the scope of the job. A team grown "from 4 to 11" is a change, and is not matched here.
 */
const TEAM_SIZE = new RegExp(
  [
    // A class, cohort or caseload the writer had is the scope of the job as much as a team is.
    String.raw`\b(?:team|staff|crew|squad|group|department|unit|class|cohort|caseload)\s+of\s+(?:up\s+to\s+|over\s+|about\s+)?${NUMBER}\+?(?:\s+\p{L}+)?`,
    String.raw`\b\d+\+?\s+direct\s+reports\b`,
    String.raw`\b(?:\d+|${CARDINAL})[\s-](?:person|people|member|strong|staff)\s+(?:\p{L}+\s+)?(?:team|crew|staff|department|unit)\b`,
  ].join('|'),
  'giu',
);

/** Whether the line gives the size of a team, a figure of its own ("a 20-person crew"). */
export function givesTeamSize(text: string): boolean {
  return new RegExp(TEAM_SIZE.source, 'iu').test(text);
}

/** The line with its team sizes taken out, to test what else its figures measure. */
export function withoutTeamSizes(text: string): string {
  return text.replace(TEAM_SIZE, ' ');
}
