/**
 * Text a form carries beside its terms that is no term itself: a guidance or drafting note ("Guidance
 * Note: …", "Note to draft: …"), instructions to whoever fills the form in, a worked example ("Example 2. In
 * this example the lease starts on …"), a part headed as guidance ("Annex 3: Further guidance on …") and a
 * question a guide asks its reader ("Can this form be used for …?"). A lawyer never quotes these as the
 * agreement's provisions nor reads a date, party or law from them: the agreement is the terms around them.
 */

interface Line {
  index: number;
  text: string;
}

// A note labelled as guidance for the reader or the drafter, or instructions for completing the form.
const NOTE_LABEL =
  /^\W{0,3}(?:(?:guidance|drafting|explanatory|editor['’]?s|practice|user|usage)\s+notes?\b|notes?\s+(?:to|for)\s+(?:the\s+)?(?:draft(?:er|ing)?s?|users?|parties|guidance)\b|guidance\s*:|instructions?\s+(?:for|to|on|when)\s+(?:complet|fill|us|draft)\w*)/iu;
// An example: "Example 1.", "Worked example:", "In this example …", "For example, …" opening the sentence.
const EXAMPLE_LABEL =
  /^\W{0,3}(?:\d{1,2}(?:\.\d{1,2})*\.?\s+)?(?:worked\s+|illustrative\s+)?example(?:\s+\d{1,2})?\s*[:.–-]/iu;
const ILLUSTRATION =
  /^\W{0,3}(?:in\s+(?:this|the\s+above|the\s+following)\s+example|for\s+the\s+purposes?\s+of\s+(?:this|the)\s+example|for\s+(?:example|instance)\s*,|by\s+way\s+of\s+(?:example|illustration)|e\.\s?g\.\s*,)/iu;
// A question put to the reader: a guide's, never a term.
const QUESTION = /(?<!https?:\/\/\S*)\?["'”’)\]]*\s*$/u;
// A part's heading naming guidance or worked examples ("Annex 4: Further guidance and worked examples").
const GUIDANCE_PART =
  /\b(?:guidance(?:\s+notes?)?|worked\s+examples?|explanatory\s+notes?|drafting\s+notes?|notes?\s+for\s+(?:guidance|completion))\b/iu;
// A heading opening a part of the document: "Annex 2:", "Schedule B", "Section C:", "Part 3".
const PART_WORD =
  /^\W{0,3}(?:section|part|annex(?:ure)?|schedule|appendix|exhibit|attachment|article|chapter)\s+[\dA-Z][\w.]*/iu;
// What follows the part's number: a colon or stop, nothing, or its title in capitals (not "Section 11 makes").
const PART_TITLE = /^\s*(?:[:.–-]|$|\s\p{Lu})/u;
// A table of contents line ("Introductory guidance ........ 4") names a part without being one.
const CONTENTS_LEADER = /\.{5,}|…{3,}/u;
// A numbered or lettered item opening a clause: "3 THE PROPERTY", "5.2 If …", "(b) the …", "B. …".
const NUMBERED = /^\s*(?:[A-Z]?\d{1,2}(?:\.\d{1,2})*\.?|\(?[a-z]{1,3}\)|[A-Z][.)])\s+\S/u;
// A sentence in which a party named as a defined term promises or may act: the terms go on here.
const PARTY_ACTS =
  /^(?:[Tt]he\s+)?(?!(?:This|That|These|Those|It|They|He|She|We|You|There|Such|Any|Each|All|Some|No)\b)\p{Lu}[\p{L}’'-]+(?:\s+\p{Lu}[\p{L}’'-]+)?\s+(?:shall|must|will|may|agrees?|undertakes?|warrants?)\b/u;
// How long a note or an example may run on after its label.
const LONGEST_NOTE = 25;
// How long a part headed as guidance may run before another part opens.
const LONGEST_PART = 250;
const HEADING_WORDS = 14;
// The most words a note's label may carry as its title.
const TITLE_WORDS = 6;
const PAGE_MARK = /^\W*page\s+\d+(?:\s+of\s+\d+)?\W*$/iu;

/** The indexes of the sentences that are guidance, notes, instructions or examples rather than terms. */
export function guidanceLines(sentences: readonly Line[]): ReadonlySet<number> {
  const lines = new Set<number>();
  sentences.forEach((sentence, at) => {
    const text = sentence.text.trim();
    if (QUESTION.test(text) || ILLUSTRATION.test(text)) lines.add(sentence.index);
    const label = NOTE_LABEL.exec(text) ?? EXAMPLE_LABEL.exec(text);
    if (label) {
      lines.add(sentence.index);
      // A label with only a title ("Guidance Note: Payment.") has its note in the sentences after it.
      const titleOnly = text.slice(label[0].length).split(/\s+/u).filter(Boolean).length <= TITLE_WORDS;
      for (const line of runOn(sentences, at + 1, LONGEST_NOTE, titleOnly)) lines.add(line.index);
    } else if (isHeading(text) && GUIDANCE_PART.test(text) && !CONTENTS_LEADER.test(text)) {
      lines.add(sentence.index);
      for (const line of partBody(sentences, at + 1, isPartHeading(text))) lines.add(line.index);
    }
  });
  return lines;
}

/** The sentences that are the agreement's terms: none of its guidance, notes, instructions or examples. */
export function withoutGuidance<T extends Line>(sentences: readonly T[]): readonly T[] {
  const guidance = guidanceLines(sentences);
  return guidance.size === 0 ? sentences : sentences.filter((sentence) => !guidance.has(sentence.index));
}

/** The sentences a note or example goes on for: up to the next numbered clause, heading or party's promise. */
function runOn(sentences: readonly Line[], from: number, longest: number, titleOnly: boolean): Line[] {
  const run: Line[] = [];
  for (const line of sentences.slice(from, from + longest)) {
    const text = line.text.trim();
    if (NUMBERED.test(text) || isPartHeading(text) || isHeading(text)) break;
    // The note's first sentence after a title-only label is the note, whoever it speaks of.
    if (PARTY_ACTS.test(text) && !(titleOnly && run.length === 0)) break;
    run.push(line);
  }
  return run;
}

/**
 * The sentences of a part headed as guidance. One opened by a part heading ("Annex 4: …") runs to the next
 * part heading; one opened by a plain heading ("Introductory guidance") also ends at the next plain one.
 */
function partBody(sentences: readonly Line[], from: number, openedByPart: boolean): Line[] {
  const body: Line[] = [];
  for (const line of sentences.slice(from, from + LONGEST_PART)) {
    const text = line.text.trim();
    if (isPartHeading(text) && !GUIDANCE_PART.test(text)) break;
    if (!openedByPart && isHeading(text) && !NUMBERED.test(text) && !GUIDANCE_PART.test(text)) break;
    body.push(line);
  }
  return body;
}

/** A heading opening a part of the document: "Annex 2:", "Schedule B", "Section C: Definitions", "Part 3". */
function isPartHeading(text: string): boolean {
  const part = PART_WORD.exec(text);
  return part !== null && PART_TITLE.test(text.slice(part[0].length));
}

/** A heading: a short line opening with a capital or a number, with no sentence's closing mark. */
function isHeading(text: string): boolean {
  if (/[.;:,?!]["'”’)\]]*$/u.test(text) || CONTENTS_LEADER.test(text)) return false;
  const words = text.split(/\s+/u);
  // A page number standing alone ("12", "Page 4 of 9") is no heading.
  return (
    words.length <= HEADING_WORDS && /^\W{0,3}[\p{Lu}\d]/u.test(text) && /\p{L}{3}/u.test(text) && !PAGE_MARK.test(text)
  );
}
