import type { Sentence } from '../../text/sentences';

/**
 * A licence to what the user submits may be called "perpetual" while the terms, elsewhere, have the service stop
 * using the content when the user leaves ("on termination of your account, we will remove your content and cease
 * all use of it"). Such a licence does not run on after the user leaves, whatever its own sentence says: it is
 * told with the commitment, and with "reasonable efforts" where the commitment is only to try.
 */
export interface ContentUseEnds {
  sentence: Sentence;
  /** Only efforts are promised ("shall make reasonable efforts to … cease"), not the result. */
  effortsOnly: boolean;
}

// The user leaving: the account or the agreement ended, closed or deleted, or the user removing what it submitted.
const ON_LEAVING =
  /\b(?:upon|on|after|following|when)\s+(?:the\s+)?(?:termination|closure|closing|deletion|cancell?ation|expiry|expiration|end)\s+of\s+(?:your|the|this|a\s+user['’]s|an?)\s+(?:\w+\s+)?(?:account|agreement|membership|subscription|terms|use)\b|\b(?:if|when|once)\s+you\s+(?:close|delete|terminate|cancel)\s+your\s+account\b/iu;
// The service stopping its use: "cease all use of your content", "stop using the User Content", "no longer use it".
const STOPS_USE =
  /\b(?:cease|stop|discontinue|end)\w*\s+(?:all\s+|any\s+(?:further\s+)?)?(?:use|using|its\s+use)\b[^.;]{0,40}?\b(?:content|submissions?|materials?|posts?|uploads?|it|them)\b|\bno\s+longer\s+use\b/iu;
// Only an effort is promised: "reasonable efforts", "commercially reasonable efforts", "endeavour".
const EFFORTS =
  /\b(?:reasonable|best|commercially\s+reasonable)\s+(?:efforts?|endeavou?rs?)\b|\bendeavou?r\s+to\b|\btry\s+to\b/iu;

/** The sentence by which the other side stops using the user's content when the user leaves, if any. */
export function contentUseEnds(sentences: readonly Sentence[]): ContentUseEnds | undefined {
  const sentence = sentences.find(({ text }) => ON_LEAVING.test(text) && STOPS_USE.test(text));
  return sentence ? { sentence, effortsOnly: EFFORTS.test(sentence.text) } : undefined;
}

/** How the commitment is told: "the terms have the other side make reasonable efforts to stop using your content when you leave". */
export function contentUseEndsTold(ends: ContentUseEnds): string {
  return ends.effortsOnly
    ? 'the terms have the other side make reasonable efforts to stop using your content when you leave'
    : 'the terms have the other side stop using your content when you leave';
}
