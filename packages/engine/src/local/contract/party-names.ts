/**
 * A party's name in the preamble, from the words before its definition: what stands after "between",
 * "and" or "retain", up to its description, address or the next party.
 */

// What follows a party's name: its description, address or the next party, or a phrase joining its group to it
// ("along with our affiliates", "jointly with its subsidiaries", "including its affiliates", "and its affiliates"):
// the group it brings is not part of its name.
// ", and by the authority of …" opens the next party's description after a comma, whatever the name before it.
const NAME_END =
  /,\s+and\s+(?:by|the|an?)\s|,?\s+(?:an?\s|along\s+with\s|jointly\s+with\s|including\s|and\s+(?:its|our|their)\s+(?:[\p{L}-]+\s+){0,2}?(?:affiliates|subsidiaries|group|successors)\b|the\s+owner|with\s|having\s|whose\s|located\s|organi[sz]ed\s|incorporated\s|existing\s|residing\s|on\s+behalf\s|acting\s|represented\s|as\s+represented\s|together\s|of\s+\d|of\s+[\p{Lu}][\p{L}]+\s+(?:House|Road|Street|Avenue|Drive|Floor|Suite)|at\s+\d|\d{2,}|(?<=,\s+)[\p{Lu}][\p{L}.-]+\s+\d{1,5}[a-z]?\s*,|[—–]|\(|[\p{Lu}]{2,}\s*,\s*\d|c\/o\s|\/\s|f\/s\/o\s|a\/k\/a\s|dba\s|d\/b\/a\s|doing\s+business|hereinafter|Address|Registered|Authorized|Agreement\s+Number|Effective\s+Date|:)/u;

// A name starts with a capital or a digit, or is styled with a small first letter: "iVillage", "eLumen",
// "drkoop.com".
const NAME_START = String.raw`(?:[\p{Lu}\d]|\p{Ll}+\p{Lu}|\p{Ll}[\p{L}\d-]*\.(?:com|net|org|io)\b)`;
const STARTS_A_NAME = new RegExp(`^${NAME_START}`, 'u');
// "and" inside a public body's name ("the Secretary of Health and Human Services", "Department of Housing and Urban
// Development") joins words of one name, not two parties.
const INSIDE_A_BODYS_NAME = String.raw`(?<!\b(?:Secretary|Department|Ministry|Minister|Office|Bureau|Board|Commission|Council|Division|Faculty|Institute)\s+of\s+(?:the\s+)?(?:\p{Lu}[\p{L}'’.-]*\s+){1,3})`;
const AFTER_AND = new RegExp(String.raw`${INSIDE_A_BODYS_NAME}\b(?:and|AND)\s*:?\s+(?=(?:the\s+)?${NAME_START})`, 'u');

// A lettered list of parties: "…, Reno, Nevada 89501; and (c) Pale Optics Co.": the next name follows the letter.
const LIST_ITEM = /;\s*(?:and\s+)?\(\p{Ll}{1,3}\)\s+(?=\p{Lu})/gu;

// A form's blank for the name, right before the definition ("between [Provider name] ("PROVIDER")", a dotted or
// ruled line), is no
// name: the party goes by its short name, not by words read further back.
const PLACEHOLDER = /(?:\[[^[\]]{1,40}\]|…|_{3,}|⎣[\s_]*⎦)\s*[,:]?\s*$/u;

export function partyName(segment: string): string | undefined {
  if (PLACEHOLDER.test(segment)) return undefined;
  const items = [...segment.matchAll(LIST_ITEM)].at(-1);
  if (items) return nameAtStart(segment.slice((items.index ?? 0) + items[0].length));
  const first = notATitle(nameAtStart(segment));
  // "…, with its office at …, and the American Diabetes Association, Inc.": the name follows the last "and".
  const parts = segment.split(AFTER_AND);
  const last = parts.length > 1 ? notATitle(nameAtStart(parts[parts.length - 1] ?? '')) : undefined;
  // A name styled with a small letter ("iBio Inc.") that a later "and Name" follows is a party the
  // definition after it does not define: the later name is the one defined.
  if (first && !(last && /^\p{Ll}/u.test(first))) return first;
  if (last) return last;
  // A letter agreement: "… is pleased to retain Ada Okafor ("Consultant")", "… confirm their agreement with Ada Okafor",
  // "… invite you to join Acme Inc. (the "Company")".
  const engaged = ENGAGED_PARTY.exec(segment)?.[1];
  return engaged ? nameAtStart(engaged) : undefined;
}

const ENGAGED_PARTY =
  /\b(?:(?:retain|engage|employ|hire|appoint|join)s?|agreement\s+with|sell\s+through)\s+(?:the\s+services\s+of\s+)?([\p{Lu}][^()]{1,200})$/u;

// A document's title heading a letter ("Acme Offer Letter and Consulting Agreement"), not the party it is from; or a
// statute's title the agreement is made under ("… Education Assistance Act", "Securities Act of 1933"), which is no party.
const TITLE = /\b(?:Agreement|Letter|Terms|Contract|Act(?:\s+of\s+\d{4})?)$/u;

function notATitle(name: string | undefined): string | undefined {
  return name && TITLE.test(name) ? undefined : name;
}

// Words of a clause, not of a name: "If you've worked …", "Accounts If you are using …", "However, any terms …", "I hereby grant …", "This
// Addendum begins on …", "ON BEHALF OF A COMPANY …", "Services under this Agreement", "Termination 2.1 Term".
const READS_AS_A_CLAUSE =
  /^(?:(?:if|however|when|whereas|although|because|unless|while|there|on\s+behalf\s+of)\b|i\s|(?:the\s+)?(?:persons|individuals|people)(?:\s+(?:whose|who|named|listed)\b|$))|\b(?:hereby|shall|you've|there's|begins|under\s+this|pursuant\s+to\s+this)\b|\s\d+\.\d+\s|\b(?:if|when|unless|where)\s+(?:you|we|they|it)\s+(?:are|is|do|have|were)\b/iu;

// The words that lead into the parties' names: "between", "by and between", "made … by", a salutation.
const LEAD_IN =
  /^.*?\b(?:Ladies\s+and\s+Gentlemen\s*[:,]|Dear\s+Sirs?\s*[:,]|(?:agreement|agree)\s+with|by\s+and\s+(?:between|among)|between|among|PARTIES(?:\s+(?:to|of)\s+(?:this|the)\s+\w+)?|(?:entered\s+into|made|executed|issued|granted|delivered)\s(?:[^.;]{0,80}?\s)?by(?!\s+and\b)|by\s+these\s+presents\b(?:[^.;]{0,80}?)?,?\s+that|now,?\s+therefore,|(?:for\s+)?value\s+received,?)\s*:?\s*/iu;
const SENTENCE_NAMING_THEM = /^(?:this|these)\s[\s\S]*$/iu;

function nameAtStart(segment: string): string | undefined {
  const text = segment
    // "… by Acme Inc. (the "Company") to Halvard LLC": the party an instrument is issued to follows "to".
    .replace(/^[\s,;.)]*(?:and|&|to|in\s+favou?r\s+of)?\s*/iu, '')
    .replace(LEAD_IN, '')
    // "Between us, The Larchmont Society (…)": the speaker's pronoun put before its own name is not part of it.
    .replace(/^(?:us|we)\s*,\s*/iu, '')
    .replace(/^\s*(?:\(\d\)|\d[.)]|and\s+)\s*/iu, '')
    // A heading ("1. Parties") may come before the sentence that names them: "1. This agreement is between …".
    .replace(SENTENCE_NAMING_THEM, (sentence) => sentence.replace(LEAD_IN, ''))
    .replace(/^[\s:,-]*(?:the\s+following\s+\w+\s+parties\s*:?)?\s*/iu, '');
  const end = NAME_END.exec(text);
  const name = (end ? text.slice(0, end.index) : text.slice(0, 100)).replace(/[\s,;:-]+$/u, '').trim();
  if (name.length < 2 || name.length > 90 || !STARTS_A_NAME.test(name) || READS_AS_A_CLAUSE.test(name))
    return undefined;
  return name;
}
