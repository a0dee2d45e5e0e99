/**
 * A preposition and a bare noun that together make a set phrase, with no article between them ("meet
 * in person", "the point in question", "go to bed", "at night", "by car", "on purpose"): an article
 * there breaks the phrase or changes what it means ("in a person" is inside someone).
 */
const ARTICLELESS_SET_PHRASE = new RegExp(
  `^(?:${[
    String.raw`in\s+(?:person|question|concert|company|time|front|bed|hospital|class|charge|fact|general|public|private|common|detail|advance|practice|theory|use|stock|order|place|case|turn|mind|love|trouble|danger|doubt|touch|town|church|school|college|prison|court|print|sight|hand|office|power|debt|fashion|season|tears|return|pain|secret|silence)`,
    String.raw`at\s+(?:night|home|school|work|table|first|last|least|most|sea|war|risk|hand|church|college|university|noon|dawn|dusk|midnight|present|random|heart|peace|rest|ease|once)`,
    String.raw`by\s+(?:car|bus|train|plane|air|bike|bicycle|boat|ship|sea|taxi|coach|tram|subway|foot|hand|mistake|chance|heart|name|phone|email|post|mail|law|night|day)`,
    String.raw`on\s+(?:purpose|time|foot|board|fire|holiday|vacation|average|sale|duty|display|stage|screen|paper|line|earth)`,
    String.raw`to\s+(?:bed|school|church|work|hospital|prison|college|university|town|market|sea|court|class)`,
    String.raw`(?:from|for)\s+(?:school|work|home|church|college|university|hospital|prison|class|example|instance|sale|hire|rent|free|good|ever|dinner|lunch|breakfast)`,
    String.raw`with\s+(?:child|care|ease|pleasure|respect|regard|love)`,
    String.raw`about\s+town`,
  ].join('|')})$`,
  'iu',
);

/** Whether a preposition and the bare noun after it make a set phrase that takes no article. */
export const isArticlelessSetPhrase = (preposition: string, noun: string): boolean =>
  ARTICLELESS_SET_PHRASE.test(`${preposition} ${noun}`);
