/**
 * Linking words and phrases that open a sentence and are set off by a comma (“However, …”,
 * “In my opinion, …”): the transitions and sentence adverbs of any grammar book. Words that also
 * open a sentence without a comma (“So”, “Then”, “First”, “Today”, “Besides the park …”) are left out,
 * as are short phrases of time (“Nowadays”, “These days”, “In the past”), whose comma is optional.
 */
export const TRANSITIONS = [
  'However',
  'Moreover',
  'Furthermore',
  'Therefore',
  'Nevertheless',
  'Nonetheless',
  'Consequently',
  'Additionally',
  'Also',
  'Unfortunately',
  'Fortunately',
  'Luckily',
  'Sadly',
  'Surprisingly',
  'Interestingly',
  'Actually',
  'Personally',
  'Obviously',
  'Apparently',
  'Hopefully',
  'Undoubtedly',
  'Generally',
  'Basically',
  'Anyway',
  'Overall',
  'Similarly',
  'Likewise',
  'Ultimately',
  'Finally',
  'Firstly',
  'Secondly',
  'Thirdly',
  'Lastly',
  'Meanwhile',
  'Otherwise',
  'Indeed',
  'Of course',
  'In fact',
  'In general',
  'In addition',
  'In conclusion',
  'In summary',
  'In my opinion',
  'In my view',
  'In other words',
  'In short',
  'In the end',
  'For example',
  'For instance',
  'On the one hand',
  'On the other hand',
  'As a result',
  'First of all',
  'Last but not least',
  'To sum up',
  'To conclude',
  'To be honest',
  'Above all',
  'After all',
  'After that',
  'At the same time',
  'By the way',
  'Hence',
  'Thus',
  'Honestly',
  'Clearly',
  'Frankly',
  'Certainly',
  'Naturally',
  'Thankfully',
  'Unluckily',
  'All in all',
  'As a matter of fact',
  'As a consequence',
  'As a rule',
  'In the meantime',
  'In any case',
  'In my experience',
  'In brief',
  'On the contrary',
  'On top of that',
  'Apart from that',
  'Besides that',
  'What is more',
  'For this reason',
  'For these reasons',
  'To begin with',
  'To start with',
  'To my mind',
  'As mentioned above',
  'As mentioned before',
  'As mentioned',
  'As you know',
  'As you can see',
  'As I said before',
  'As I said',
  'As I mentioned before',
  'As I mentioned',
  'As far as I know',
  'As requested',
  'If possible',
  'If necessary',
  'Whenever possible',
  'When possible',
  'Where possible',
  'To summarise',
  'To summarize',
  'In this case',
  'In that case',
  'In my case',
  'Even so',
];

/** "However hard I try" uses "however" as an adverb of degree, with no comma. */
export const HOWEVER_OF_DEGREE = /^However\s+(?:much|many|hard|long|often|far|good|bad|big|small|little|well)\b/iu;

export const OPENING_TRANSITION = new RegExp(String.raw`^(${TRANSITIONS.join('|')})(?=\s+\p{L})`, 'u');

/**
 * Conjunctions that open a subordinate clause, and prepositions that open an adverbial phrase
 * ("In my home town …"): the main clause after either is set off by a comma.
 */
export const OPENING_CLAUSE =
  /^(?:If|When|Whenever|Although|Though|Even though|Even if|Even when|While|Whilst|Since|As soon as|As long as|As far as|After|Before|Once|Unless|Until|Till|Whether|Wherever|Now that|Every time|By the time|In case|Because(?! of)|As|In|At|On|During|For|From|With|Without|Apart from|According to|Due to|Because of|Despite|In spite of|Thanks to|Through|Throughout|Among|Unlike|Like|Within|Under|Over|Behind|Near|Outside|Inside|Beyond|Regarding)\b/u;

export const OPENING_PREPOSITION =
  /^(?:In|At|On|During|For|From|With|Without|Apart from|According to|Due to|Because of|Despite|In spite of|Thanks to|Through|Throughout|Among|Unlike|Like|Within|Under|Over|Behind|Near|Outside|Inside|Beyond|Regarding)$/u;

/**
 * Style guides leave the comma after a short opening phrase to the writer ("In winter we …",
 * "Without a computer she …", "Before phones and tablets we …"; Chicago Manual of Style 6.36): only a
 * phrase of this many words or more, or an opening clause with its own verb, is asked for one.
 */
export const MIN_PHRASE_WORDS = 5;

/**
 * A time phrase right before the main clause's subject ("While I was at school every day I …") may
 * close the opening or open the main clause; where the comma goes is the writer's to say.
 */
export const TIME_WORD_BEFORE_SUBJECT =
  /^(?:sometimes|always|often|usually|never|now|today|tonight|tomorrow|yesterday|later|again|once)$/iu;
export const TIME_PHRASE_BEFORE_SUBJECT =
  /^(?:every|each|last|next|this|that|one|some|all)\s+(?:day|days|night|nights|morning|mornings|afternoon|evening|evenings|week|weekend|weekends|month|year|summer|winter|spring|autumn|time|times)$/iu;

/** A subject that starts the main clause once the opening clause is over. */
export const MAIN_SUBJECT =
  /^(?:I|you|he|she|we|they|it|there|people|everyone|everybody|nobody|I['’](?:m|ve|ll|d)|(?:you|we|they)['’](?:re|ve|ll|d)|(?:he|she|it|there)['’](?:s|ll|d))$/u;

/**
 * Words after which a subject pronoun still belongs to the opening clause ("If you think that we …",
 * "Although it seems like everyone …": "like" there joins a clause as "as if" does).
 */
export const CLAUSE_GOES_ON = new Set(
  `that and or but because if when whenever while to of for with than as so think thought thinks know knew knows say said says tell told let make made help see saw hear heard want wanted ask asked makes lets helps wants then believe believes believed hope hopes hoped feel feels felt agree agrees agreed mean means meant guess suppose realise realised realize realized find found decide decided understand understood doubt doubts where what whats what's who whom whose why how which whether once since after before until unless though although like`.split(
    ' ',
  ),
);

export const WORDS = /\p{L}+(?:['’]\p{L}+)?/gu;

/** An opening clause and a main clause need this many words between them to be told apart. */
export const MIN_WORDS = 6;
