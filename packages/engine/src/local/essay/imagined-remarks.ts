import { withoutQuotations } from './quotations';

/** How far before a quotation its speaker is looked for, in characters. */
const SPEAKER_REACH = 40;
/** A quotation mark lost to a wrong text encoding, just before the quoted words. */
const GARBLED_MARK_AT_END = /(?:ï¿½|\uFFFD)$/u;
/** How far back a speaker named for two remarks joined by "or says" is looked for. */
const REMARKS_REACH = 160;

/**
 * A remark put in someone's mouth as what they would, might or will say ("My mom would say, 'Go
 * outside!'", "a driver might yell, …", "imagine a friend saying …"), the thought the writer
 * gives the reader ("you might think, …", "now you're thinking, …") or guesses for someone ("he was
 * probably thinking to himself, …", "she must have thought, …"): the writer's own example of what
 * could be said, not words taken from a source or the text read.
 */
const IMAGINED_SPEECH =
  /(?:\byou(?:['’]re|r|\s+are|\s+(?:might|may|could|would|will)(?:\s+be)?)?\s+(?:probably\s+|now\s+|still\s+)?(?:think(?:ing)?|wonder(?:ing)?|ask(?:ing)?|say(?:ing)?)|\b(?:would|might|could|will|may|['’]d|['’]ll)\s+(?:probably\s+|just\s+|always\s+|then\s+|likely\s+|surely\s+)?(?:say|tell\s+(?:me|us|you|him|her|them)|yell|shout|scream|ask|reply|answer|respond)|\bimagine\b[^.!?"“]*?\b(?:saying|say)|\bsay(?:ing)?\s+something\s+like|\b(?:things|something|stuff)\s+like|\b(?:I|we)\s+(?:(?:\p{L}+ly|always|often|just|sometimes|never|once|then)\s+)?(?:say|said|think|thought|ask|asked|yell|yelled|shout|shouted|tell|told)(?:\s+(?:my|our|the|a|an)?\s*\p{L}+)?(?:\s+to\s+(?:myself|ourselves))?|\b(?:probably|must\s+have(?:\s+been)?|might\s+have(?:\s+been)?|may\s+have(?:\s+been)?)\s+(?:thinking|thought|saying|said|wondering|wondered)(?:\s+to\s+(?:himself|herself|themselves|myself|ourselves))?)\s*[,:]?\s*["“'‘]?$/iu;

/**
 * Words put in the mouth of anyone at all ("one person says, …", "many people say …", "someone
 * might say …"): what is said, by no one in particular, is the writer's example of a view, not a
 * source quoted. A second remark joined to the first ("… or says, …") has the same speaker. "The
 * people said" names people the text has spoken of, and is not read so.
 */
const ANYONE_SAYING =
  /(?:\b(?:some(?:one|body)|any(?:one|body)|every(?:one|body)|one\s+person|an?\s+(?:person|parent|kid|child|student|teacher|reader|adult)|(?:many|some|most|other|a\s+lot\s+of|lots\s+of)\s+(?:of\s+)?(?:people|parents|kids|students|adults|teachers|readers|persons))|(?<!\b(?:the|these|those|his|her|their|our|my|your)\s+)\bpeople)\s+(?:(?:\p{L}+ly|often|always|just|might|may|could|would|will|can|still|even|then)\s+)*(?:says?|said|think|thinks|ask|asks|tell\s+(?:me|us|you|them)|tells\s+(?:me|us|you|them)|claims?|goes?)(?:\s+(?:something\s+)?(?:like|that))?(?:[\s,]*(?:or|and)\s+(?:(?:then|also|even)\s+)?(?:says?|said|asks?|asked|tells?|told))?\s*[,:]?\s*["“'‘]?$/iu;

/** Whether the quoted passage is a remark or thought the writer imagines, not words from a source. */
export function imaginedRemark(passage: string, text: string): boolean {
  // A mark lost to a wrong encoding is read as a mark padded with spaces: the words start after them.
  const at = text.indexOf(passage.trim());
  if (at < 0) return false;
  const upTo = (reach: number) => text.slice(Math.max(0, at - reach), at).replace(GARBLED_MARK_AT_END, '"');
  if (IMAGINED_SPEECH.test(upTo(SPEAKER_REACH))) return true;
  // Earlier remarks blanked, so that "someone says, '…' or says, '…'" reads as one speaker twice.
  const before = withoutQuotations(upTo(REMARKS_REACH));
  const sentenceStart = Math.max(...[...before.matchAll(/[.!?]\s/gu)].map((stop) => (stop.index ?? 0) + 1), 0);
  return ANYONE_SAYING.test(before.slice(sentenceStart));
}
