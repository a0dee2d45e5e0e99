import type { CitationCheck, CitationStyle } from '@doclens/api';
import { isCommonWord } from '../../grammar/spelling/word-frequency';
import { evidenceFrom } from '../../text/evidence';
import { matchesOf } from '../../text/pattern-matches';
import type { Sentence } from '../../text/sentences';
import type { TextSpan } from '../../text/text-span';
import { countWords } from '../../text/words';
import { imaginedRemark } from './imagined-remarks';
import {
  questionShaped,
  quotationsIn,
  quotedPassagesIn,
  TITLE_TEXT,
  titleShaped,
  withoutQuotationsInSentence,
} from './quotations';

type NamedStyle = Exclude<CitationStyle, 'mixed' | 'none'>;

const SURNAME = String.raw`\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?`;
const AUTHOR = String.raw`${SURNAME}(?:\s+(?:&|and)\s+${SURNAME}|\s+et\s+al\.)?`;
const PAGE = String.raw`(?:,\s*pp?\.\s*\d+(?:[-–]\d+)?)?`;
/** In-text citation shapes: (Smith, 2019) APA; (Smith 2019) Harvard; (Smith 23) MLA; footnotes Chicago. */
const IN_TEXT: ReadonlyArray<readonly [NamedStyle, RegExp]> = [
  ['APA', new RegExp(String.raw`\(${AUTHOR},\s+(?:19|20)\d{2}[a-z]?${PAGE}\)`, 'gu')],
  ['Harvard', new RegExp(String.raw`\(${AUTHOR}\s+(?:19|20)\d{2}[a-z]?${PAGE}\)`, 'gu')],
  ['MLA', new RegExp(String.raw`\(${AUTHOR}\s+(?!(?:19|20)\d{2}\b)\d{1,4}(?:[-–]\d+)?\)`, 'gu')],
  ['Chicago', /\bIbid\.|[a-z.,;]["”]?[¹²³⁴⁵⁶⁷⁸⁹⁰]+/gu],
];
const REFERENCE_HEADINGS: ReadonlyArray<readonly [RegExp, NamedStyle | undefined]> = [
  [/^works\s+cited:?$/iu, 'MLA'],
  [/^references:?$/iu, 'APA'],
  [/^reference\s+list:?$/iu, 'Harvard'],
  [/^bibliography:?$/iu, 'Chicago'],
  [/^(?:sources|notes|endnotes):?$/iu, undefined],
];
const SMALL_NUMBER = String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)`;
/** A number as a text gives it, or as an anonymised text holds its place ("@NUM2"). */
const REFERENCE_NUMBER = String.raw`(?:\d+|@NUM\d*)`;
/**
 * A pointer into the one text a response reads: "(paragraph 3)", "(para. 2)", "(lines 4–6)",
 * "in paragraph 5", "in paragraph two", "in the third paragraph", "on paragraph 4" (as many writers
 * put it). A response cites its text this way rather than by author and year.
 */
const PARENTHETICAL_REFERENCE = String.raw`\((?:paragraphs?|paras?\.?|par\.|lines?|ll?\.|pages?|p(?:g|ara)?\.?|pp\.?)\s*${REFERENCE_NUMBER}(?:\s*(?:[-–,&]|and)\s*${REFERENCE_NUMBER})*\)`;
const TEXT_REFERENCE = new RegExp(
  PARENTHETICAL_REFERENCE +
    String.raw`|\b(?:in|from|of|on)\s+(?:the\s+)?(?:paragraphs?|lines?)\s+(?:${SMALL_NUMBER}|@NUM\d*)\b` +
    String.raw`|\b(?:in|from|of|on)\s+the\s+(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final|opening|closing)\s+(?:paragraph|line)\b`,
  'giu',
);
/**
 * A numbered paragraph, page or line named in the running text ("shows in paragraph 7", "on page
 * 12"): a pointer to a source in any kind of writing, unless the writer points back at their own
 * words ("as I said in paragraph 2").
 */
const NUMBERED_REFERENCE = /\b(?:in|from|on)\s+(?:paragraphs?|pages?|lines?)\s+(?:\d{1,3}|@NUM\d*)\b/giu;
const POINTS_BACK_TO_OWN =
  /\b(?:I|we)\s+(?:have\s+|had\s+)?(?:said|mentioned|explained|wrote|written|stated|discussed|talked|argued)\b|\b(?:my|above|earlier|previous)\b/iu;

/** The numbered paragraphs, pages or lines of a source named outside brackets. */
function numberedReferences(sentences: readonly Sentence[]): number {
  return sentences
    .filter((sentence) => !POINTS_BACK_TO_OWN.test(sentence.text))
    .reduce((sum, sentence) => sum + matchesOf(NUMBERED_REFERENCE, sentence.text).length, 0);
}
/** A page, paragraph or line in brackets: a pointer to a source in any kind of writing. */
const PARENTHETICAL = new RegExp(PARENTHETICAL_REFERENCE, 'giu');
const TENS = 'twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety';
const UNITS = 'one|two|three|four|five|six|seven|eight|nine';
/** A number under a hundred written in words: "ten", "sixty-three", "forty five". */
const NUMBER_IN_WORDS = String.raw`(?:(?:${TENS})(?:[\s-]+(?:${UNITS}))?|${UNITS}|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)`;
/**
 * Claims that a reader expects to see sourced: reported research ("studies show", "research
 * showed"), and statistics — a percentage ("40 percent", not "100% sure"), a proportion ("three
 * out of four", "one in five") or a large count ("12,000 cars", "2 million people").
 */
const NEEDS_SOURCE = new RegExp(
  [
    String.raw`\b(?:studies\s+(?:show|showed|have\s+shown|suggest|suggested|found|say|prove|proved)|research\s+(?:shows|showed|has\s+shown|suggests|suggested|indicates|found|says|proves|proved)|according\s+to|scientists|experts|expert\s+(?:say|says|said)|statistics|surveys?\s+(?:show|showed|found|say|says))\b`,
    String.raw`\b\d+(?:\.\d+)?\s*(?:%|percent\b|per\s+cent\b)(?!\s*(?:sure|certain|positive|honest|true|right|wrong)\b)`,
    // A share written in words ("Sixty-three percent of the votes"), as students often write it.
    String.raw`\b${NUMBER_IN_WORDS}[\s-]+(?:percent|per\s+cent)\b(?!\s*(?:sure|certain|positive|honest|true|right|wrong)\b)`,
    // A share an anonymised text holds in its place ("@PERCENT1 of families"): a percentage all the same.
    String.raw`@PERCENT\d*(?!\s*(?:sure|certain|positive|honest|true|right|wrong)\b)`,
    String.raw`\b${SMALL_NUMBER}\s+(?:out\s+of|in)\s+(?:every\s+)?${SMALL_NUMBER}\b(?!\s*(?:o['’]clock|minutes|hours|days|years)\b)`,
    String.raw`\b\d{1,3}(?:,\d{3})+\b|\b\d+(?:\.\d+)?\s+(?:thousand|million|billion)\b`,
  ].join('|'),
  'iu',
);
/**
 * A title in quotation marks: capitalised words and short joining words ("The Lighthouse Keeper", "A
 * Market on the Hill"). A quotation of the text ("the story "she planted the seeds again"") is
 * not a title, so it names no source.
 */
const TITLE = `["“]${TITLE_TEXT}["”]`;
/**
 * A written work or its writer, as a text read is named: "the passage", "the article", "the author".
 * "According to the article" and "In the story, “…”" attribute what follows to it.
 */
const WORK =
  '(?:passage|article|author|writer|narrator|story|text|memoir|poem|excerpt|book|novel|essay|speech|study|report|survey|selection|reading|video|source)';
/** A person's name an anonymised text holds in its place ("@PERSON2"): a name all the same. */
const ANONYMISED_NAME = String.raw`@PERSON\d*`;
/** A capitalised name, not a pronoun, a group ("Experts") or a family member of a story. */
const NAMED_PERSON = String.raw`(?:\b(?!(?:He|She|It|They|We|You|This|That|Research|Studies|Scientists|Experts|Surveys|Statistics|People|Everyone|Someone|Nobody|Mum|Mom|Dad)\b)\p{Lu}\p{Ll}+|${ANONYMISED_NAME})`;
/** A place of research or writing that marks who works there as a source. */
const INSTITUTION = String.raw`(?:[Uu]niversity|[Cc]ollege|[Ii]nstitute|[Hh]ospital|[Cc]linic|[Aa]cademy|[Ll]aboratory|[Ff]oundation|[Cc]ent(?:er|re)|[Jj]ournal|[Mm]agazine|[Nn]ewspaper|[Tt]imes|[Aa]gency|[Aa]ssociation|[Ss]ociety)\b`;
/**
 * Where a named person works or writes, between the name and what they say ("Dr. Lin of Hale
 * University says", "Ruth Baker, at the City Hospital, warns"): it marks the person as a source.
 * A place alone ("Sarah from Spain said") tells where someone of a story comes from.
 */
const AFFILIATION = String.raw`,?\s+(?:of|at|from)\s+(?:the\s+)?(?:[\p{Lu}@][\p{L}\d'’-]*\s+){0,3}${INSTITUTION},?`;
/**
 * A person named with a title or a role that marks a source ("Dr. Okafor", "Professor Lin", "the
 * author Mina Hale", "scientist Ruth Baker"): whatever such a person says or writes is reported
 * from a source, not spoken in a scene.
 */
const TITLED_SOURCE = String.raw`(?:\b(?:Dr|Prof|Professor|Doctor)\.?|\b(?:[Aa]uthor|[Ww]riter|[Pp]oet|[Ss]cientist|[Rr]esearcher|[Jj]ournalist|[Hh]istorian|[Rr]eporter|[Ee]xpert|[Pp]sychologist|[Ee]conomist|[Pp]ediatrician|[Dd]octor|[Pp]rofessor))\s+(?:\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?|${ANONYMISED_NAME})(?:${AFFILIATION})?`;
/** Verbs that only report a claim: whoever "argues" or "concludes" is a source. */
const CLAIM_VERB = 'argues|argued|contends|contended|concludes|concluded|asserts|asserted';
/**
 * Verbs that report words only when the words follow ("Delgado notes that …", "Lee writes, “…”"):
 * in a story or a letter, "Jake wrote a letter" and "Sarah found the key" name people acting.
 */
const REPORTING_VERB = String.raw`writes|wrote|states|stated|reports|reported|explains|explained|notes|noted|observes|observed|points\s+out|pointed\s+out|finds|found|claims|claimed`;
/**
 * A source named in the text: "according to Rosa Delgado", "as the planner Rosa Delgado writes",
 * "Delgado argues", "in her book", "the article “Streets for People”", "“Streets” by Delgado", "the
 * author states". Not a speaker of dialogue
 * ("Mum said"), which the reporting verbs of writing and research leave out.
 */
const NAMED_SOURCE = new RegExp(
  [
    String.raw`\b[Aa]ccording\s+to\s+(?:(?:the|a|an)\s+)?(?:\p{Ll}+\s+){0,3}\p{Lu}`,
    String.raw`\b[Aa]ccording\s+to\s+(?:the|this|that|her|his|their)\s+${WORK}\b`,
    String.raw`\b(?:[Ii]n|[Ff]rom)\s+(?:the|this)\s+${WORK}\s*[,:]?\s*["“]`,
    String.raw`${NAMED_PERSON}\s+(?:${CLAIM_VERB})\b`,
    String.raw`${TITLED_SOURCE}\s+(?:also\s+)?(?:says|said|${REPORTING_VERB}|${CLAIM_VERB}|describes|described|mentions|mentioned|believes|believed|warns|warned|suggests|suggested)\b`,
    String.raw`${NAMED_PERSON}\s+(?:${REPORTING_VERB})(?:\s+that\b|,?\s*[:,]?\s*["“])`,
    String.raw`${NAMED_PERSON}(?:\s+\p{Lu}\p{Ll}+)?${AFFILIATION}\s+(?:also\s+)?(?:says|said|${REPORTING_VERB}|${CLAIM_VERB}|believes|believed|warns|warned|suggests|suggested)\b`,
    // "In the excerpt from Bridges of the North by Tomas Wendell", "from the reading excerpt Iron Over
    // Water by Lena Hart": the work and its author named, the title quoted or not.
    String.raw`\b(?:[Ii]n|[Ff]rom)\s+(?:the|this|a|an)\s+(?:\p{Ll}+\s+)?${WORK}\s+(?:(?:from|of|called|titled|entitled)\s+)?["“]?\p{Lu}[^.!?"”\n]{0,80}?["”]?,?\s+by\s+(?:\p{Lu}|@)`,
    String.raw`\b(?:[Ii]n|[Ff]rom)\s+(?:his|her|their|the)\s+(?:book|article|essay|study|report|speech|poem|novel|memoir|excerpt)\b`,
    // "A survey conducted by the Hillside school council", "a poll seen in Time magazine": who made
    // or published the figures is named.
    String.raw`\b(?:survey|poll|study|report|census)\s+(?:[\p{L}'’]+\s+){0,2}?(?:(?:conducted|done|carried\s+out|published|run)\s+)?(?:by|in)\s+(?:the\s+)?(?:\p{Lu}|@)`,
    String.raw`\b(?:book|article|essay|study|report|poem|novel|story|memoir|excerpt)\s+${TITLE}`,
    String.raw`["“][^"”]{2,}["”],?\s+by\s+\p{Lu}`,
    String.raw`\b(?:(?:[Tt]he\s+)?(?:[Aa]uthor|[Ww]riter|[Nn]arrator|[Pp]oet)|[Tt]he\s+(?:article|text|story|memoir|excerpt|passage|narration|poem|book|essay|speech))\s+(?:also\s+|then\s+|later\s+|even\s+|clearly\s+)?(?:says|said|states|stated|writes|wrote|explains|explained|describes|described|mentions|mentioned|tells|told|shows|showed|notes|noted)\b`,
  ].join('|'),
  'gu',
);
/** A bracketed pointer to a reference: "[2]", "[3, 4]", "[Delgado 2019]", "(source: city survey)". */
const BRACKETED_REFERENCE =
  /\[\d+(?:\s*[-–,]\s*\d+)*\]|\[\p{Lu}[\p{L}'’-]+(?:\s+et\s+al\.)?,?\s+(?:19|20)\d{2}\]|\((?:source|sources|see|from)\s*:\s*[^)]{3,}\)/gu;
/**
 * An author's name alone in brackets, or in lower case before a page ("(Marlow)", "(marlow)",
 * "(marlow 6)"), closing a sentence: the source of what the sentence says. A common word in
 * brackets ("(again)", "(sadly)") is the writer's aside, not a name.
 */
const BRACKETED_AUTHOR = /\((?<name>\p{L}(?:[\p{L}'’-]|ï¿½|\uFFFD){2,})(?:\s+(?<page>\d{1,4}))?\)\s*[.!?]/gu;

/** The authors' names in brackets not already counted as an in-text citation of a named style. */
function bracketedAuthors(text: string): number {
  return matchesOf(BRACKETED_AUTHOR, text).filter((match) => {
    // A letter lost to a wrong encoding ("Lï¿½sted") is still part of the name.
    const name = (match.groups?.name ?? '').replace(/ï¿½|\uFFFD/gu, 'e');
    // "(Marlow 6)" is already an MLA citation.
    if (match.groups?.page && /^\p{Lu}/u.test(name)) return false;
    return !isCommonWord(name.toLowerCase());
  }).length;
}
/** A quotation long enough to be someone else's words. */
const LONG_QUOTATION = /["“][^"”]{40,}["”]/gu;
/**
 * Verbs that attribute a quotation to a speaker. Dialogue in a narrative and a quotation whose
 * speaker is named are not borrowed text passed off as one's own.
 */
const SPEECH_VERB =
  /\b(?:says?|said|asks?|asked|repl(?:y|ies|ied)|answer(?:s|ed)?|yell(?:s|ed)?|shout(?:s|ed)?|scream(?:s|ed)?|whisper(?:s|ed)?|exclaim(?:s|ed)?|told|tells?|cr(?:y|ies|ied)|call(?:s|ed)|mutter(?:s|ed)?|mumble[sd]?|laugh(?:s|ed)?|sigh(?:s|ed)?|add(?:s|ed)|explain(?:s|ed)?|stat(?:e|es|ed)|wr(?:ote|ites?)|not(?:e|es|ed)|argu(?:e|es|ed)|claim(?:s|ed)?|remark(?:s|ed)?|respond(?:s|ed)?|beg(?:s|ged)?|moan(?:s|ed)?|groan(?:s|ed)?)\b/iu;
const ATTRIBUTION_REACH = 40;
const MIN_WORDS_FOR_CLAIM = 6;
const MAX_MISSING = 5;

export interface CitationFindings {
  check: CitationCheck;
  inTextCount: number;
  /** References to paragraphs or lines of the text a response reads. */
  textReferenceCount: number;
  /** Sources named in the running text ("according to …", "… writes", "in her book"). */
  namedSourceCount: number;
  /** Bracketed references ("[2]", "[Delgado 2019]"), authors' names in brackets ("(Marlow)") among them. */
  bracketedCount: number;
  /** Authors' names alone in brackets after what they say ("(Marlow)"): counted in bracketedCount too. */
  bracketedAuthorCount: number;
  /** Quotations of a few words or more, titles left out: in a response, the words of the text it reads. */
  quotationCount: number;
  /**
   * Of those, the ones no one is said to have said or written: no speaker or source named in the
   * sentence that quotes them, nor in the sentence before one that opens on the quotation.
   */
  unattributedQuotationCount: number;
  /** Words of the longest of those quotations, and words of the whole text: how much is one copied passage. */
  longestQuotationWords: number;
  wordCount: number;
  /** Pages, paragraphs or lines in brackets ("(p. 4)", "(paragraph 3)"). */
  parentheticalReferenceCount: number;
  /** Numbered paragraphs, pages or lines of a source named outside brackets ("in paragraph 7"). */
  numberedReferenceCount: number;
}

/**
 * A title in sentence case, known by the work it names ("the story “A walk through the snow”",
 * "a poem titled “Lights on the water”"): a capital first, no stop inside, the work's noun just
 * before it.
 */
const TITLE_AFTER_WORK =
  /(?:\b(?:I|we)\s+(?:have\s+|had\s+|once\s+|just\s+)?(?:read|watched|saw|seen)|\b(?:story|article|passage|memoir|poem|excerpt|book|novel|essay|speech|song|film|movie|documentary|show|play|chapter|report|study|titled|entitled|called|named))\s+["“'‘](?<title>[\p{Lu}@][^"”.!?]{2,80}?)[,.]?["”'’]/gu;

/** The titles the text names works by. */
function titlesIn(text: string): Set<string> {
  return new Set(matchesOf(TITLE_AFTER_WORK, text).map((match) => match.groups?.title?.trim() ?? ''));
}

/** A quoted passage that is a title, not words quoted from a work. */
function isTitle(quoted: string, titles: ReadonlySet<string>): boolean {
  const words = quoted.trim();
  return titleShaped(words) || titles.has(words.replace(/,$/u, ''));
}

/**
 * Whether quoted words read as words taken from a source: titles, and the questions, remarks and
 * thoughts a writer imagines or puts in their own mouth, and terms the writer names or holds at a
 * distance, are not.
 */
function quotedFromASource(passage: string, text: string, titles: ReadonlySet<string>): boolean {
  return (
    !isTitle(passage, titles) &&
    !imaginedQuestion(passage, text) &&
    !imaginedRemark(passage, text) &&
    !termInMarks(passage, text)
  );
}

/**
 * The quotations of a text that quote a source (as the citations line counts them): what a writer
 * may be credited for quoting and explaining as evidence.
 */
export function sourceQuotationsIn(text: string): readonly string[] {
  const titles = titlesIn(text);
  return quotedPassagesIn(text).filter((passage) => quotedFromASource(passage, text, titles));
}

export function checkCitations(sentences: readonly Sentence[], lines: readonly TextSpan[]): CitationFindings {
  const counts = new Map<NamedStyle, number>();
  const cited = new Set<number>();
  let namedSourceCount = 0;
  let bracketedCount = 0;
  let bracketedAuthorCount = 0;
  for (const sentence of sentences) {
    const named = matchesOf(NAMED_SOURCE, sentence.text).length;
    const authors = bracketedAuthors(sentence.text);
    const bracketed = matchesOf(BRACKETED_REFERENCE, sentence.text).length + authors;
    namedSourceCount += named;
    bracketedCount += bracketed;
    bracketedAuthorCount += authors;
    if (named + bracketed > 0) cited.add(sentence.index);
    for (const [style, pattern] of IN_TEXT) {
      const found = [...matchesOf(pattern, sentence.text)].length;
      if (found === 0) continue;
      counts.set(style, (counts.get(style) ?? 0) + found);
      cited.add(sentence.index);
    }
  }
  const heading = lines
    .map((line) => REFERENCE_HEADINGS.find(([pattern]) => pattern.test(line.text.trim())))
    .find(Boolean);
  const hasReferences = heading !== undefined;
  const inTextCount = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const style = dominantStyle(counts, heading?.[1]);
  const whole = sentences.map((sentence) => sentence.text).join(' ');
  const titles = titlesIn(whole);
  const quotesASource = (passage: string) => quotedFromASource(passage, whole, titles);
  const quoted = quotationsIn(whole).filter(quotesASource);
  const unattributed = sentences
    .filter(
      (sentence, index) => !quotationAttributed(sentence.text, sentences[index - 1]?.text, sentences[index + 1]?.text),
    )
    .reduce((sum, sentence) => sum + quotedPassagesIn(sentence.text).filter(quotesASource).length, 0);

  const quotedUnsourced = (index: number) =>
    hasUnattributedQuotation(sentences[index]?.text ?? '', sentences[index + 1]?.text);
  const unsourced = sentences.filter(
    (sentence, index) =>
      !cited.has(sentence.index) &&
      countWords(sentence.text) >= MIN_WORDS_FOR_CLAIM &&
      (NEEDS_SOURCE.test(sentence.text) || quotedUnsourced(index)),
  );
  const quotedWithoutSource = sentences.some(
    (sentence, index) =>
      !cited.has(sentence.index) && countWords(sentence.text) >= MIN_WORDS_FOR_CLAIM && quotedUnsourced(index),
  );

  return {
    inTextCount,
    namedSourceCount,
    bracketedCount,
    bracketedAuthorCount,
    // Counted in the whole text: a quoted passage of two sentences is split between them.
    quotationCount: quoted.length,
    unattributedQuotationCount: unattributed,
    longestQuotationWords: Math.max(0, ...quoted.map((passage) => countWords(passage))),
    wordCount: countWords(whole),
    numberedReferenceCount: numberedReferences(sentences),
    parentheticalReferenceCount: matchesOf(PARENTHETICAL, sentences.map((sentence) => sentence.text).join(' ')).length,
    textReferenceCount: countTextReferences(sentences.map((sentence) => sentence.text).join(' ')),
    check: {
      // Only words taken without a source are a sign of copying. A figure or a study given without its
      // source is a claim to back (listed below), not borrowed text: "30 percent of my class" is
      // the writer's own sentence, whatever source it lacks.
      plagiarismRisk: quotedWithoutSource ? (inTextCount === 0 ? 'high' : 'medium') : 'low',
      citationStyle: style,
      hasReferences,
      missingCitations: unsourced.slice(0, MAX_MISSING).map((sentence) => {
        const evidence = evidenceFrom(sentence);
        return { text: evidence.quote, evidence };
      }),
      consistencyIssues: consistencyIssues(counts, hasReferences, inTextCount),
    },
  };
}

export function countTextReferences(text: string): number {
  return [...matchesOf(TEXT_REFERENCE, text)].length;
}

/** A long quotation with no speaker named next to it, nor anywhere in the writer's words of its sentence. */
export function hasUnattributedQuotation(text: string, next?: string): boolean {
  // Only a passage the writer marked as quoted: the writer's own words between the closing mark of
  // one short quotation and the opening mark of the next ("the "open late" signs … the "holiday
  // hours"") lie between marks too, but open no quotation.
  const quoted = new Set(quotationsIn(text).map((passage) => passage.trim()));
  return [...matchesOf(LONG_QUOTATION, text)].some((match) => {
    if (!quoted.has(match[0].slice(1, -1).trim())) return false;
    // A question is dialogue with its speaker, or one the writer imagines: neither is taken from a
    // source; nor is a title, a remark or thought the writer imagines, or a term in marks.
    const passage = match[0].slice(1, -1);
    return (
      !questionShaped(passage) &&
      quotedFromASource(passage, text, titlesIn(text)) &&
      !attributed(text, match.index, match[0].length) &&
      !quotationAttributed(text, undefined, next)
    );
  });
}

/**
 * Words that give a quotation to someone: a verb of saying or thinking ("states", "said", "thought
 * to herself"), "according to", "in her words", or a source named by title or role ("the
 * pediatrician Ana Ruiz"), or "the saying" (words common to all, whose source no one names). Where the sentence quotes someone named or says who spoke, the source is
 * given, however far the words stand from the quotation.
 */
const GIVES_WORDS_TO_SOMEONE = new RegExp(
  [
    SPEECH_VERB.source,
    String.raw`\b(?:thinks?|thought|wonder(?:s|ed)?|according\s+to|words\s+of|quotes?|quoted)\b`,
    String.raw`\b(?:in|from)\s+(?:\p{L}+['’]s|his|her|their|the\s+\p{L}+['’]s)\s+(?:own\s+)?words\b`,
    TITLED_SOURCE,
    // A saying, proverb or motto is everyone's words: there is no source to name.
    String.raw`\b(?:saying|proverb|expression|motto|idiom|as\s+(?:they|people)\s+say)\b`,
  ].join('|'),
  'iu',
);

/**
 * Whether a sentence says whose words it quotes: in its own words (its quotations left out), or, when
 * it opens on the quotation, in the sentence before ("Dr. Lin wrote in May." "Most …").
 */
function quotationAttributed(text: string, previous?: string, next?: string): boolean {
  if (GIVES_WORDS_TO_SOMEONE.test(withoutQuotationsInSentence(text))) return true;
  // "“…home.” Maya says of the site.": the speaker comes after the closing mark, split off as a
  // sentence of its own, its verb of saying among its first words.
  if (/["”'’]\s*$/u.test(text) && next !== undefined && (SPEAKER_FOLLOWS.test(next) || SIGNED_BY.test(next)))
    return true;
  // The name may stand in the quotation's own sentence, after its closing mark.
  const signature = /["”]\s*(?<after>[^"“”]+)$/u.exec(text)?.groups?.after;
  if (signature !== undefined && SIGNED_BY.test(signature)) return true;
  const opensOnQuotation = /^\s*["“'‘]/u.test(text);
  return (
    opensOnQuotation &&
    previous !== undefined &&
    (/:\s*$/u.test(previous) || GIVES_WORDS_TO_SOMEONE.test(withoutQuotationsInSentence(previous)))
  );
}

const NAME_WORD = String.raw`(?:\p{Lu}[\p{L}'’-]*\.?|@\p{Lu}+\d*)`;
/** Who the person named is, after a comma: "one of the coaches", "our school nurse". */
const WHO_THEY_ARE = String.raw`,\s*(?:one\s+of|my|our|his|her|their|a|an|the)\s+[^.!?,;:"“”]{1,50}`;
/**
 * A quotation signed as print signs one: a line after it that only names the speaker, a name of two
 * words or more or a name and who the person is, with no verb ("Tom Berg, my uncle.", "— Dr. Chen,
 * our school nurse.").
 */
const SIGNED_BY = new RegExp(
  String.raw`^\s*[—–-]*\s*${NAME_WORD}(?:(?:\s+${NAME_WORD}){1,3}(?:${WHO_THEY_ARE})?|${WHO_THEY_ARE})\s*[.!]?\s*$`,
  'u',
);

/** A sentence opening on who said the words before it: a name or a pronoun, then a verb of saying. */
const SPEAKER_FOLLOWS = new RegExp(String.raw`^\s*(?:[\p{L}\d@.'’-]+\s+){1,3}?(?:${SPEECH_VERB.source})`, 'iu');

/** Whether a verb of this kind stands next to the quotation at this place: someone is named saying it. */
function attributed(text: string, start: number, length: number, verb = SPEECH_VERB): boolean {
  const before = text.slice(Math.max(0, start - ATTRIBUTION_REACH), start);
  const after = text.slice(start + length, start + length + ATTRIBUTION_REACH);
  return verb.test(before) || verb.test(after);
}

/** Verbs that put a question in someone's mouth; "to answer questions such as …" puts none. */
const ASKING_VERB =
  /\b(?:says?|said|asks?|asked|wonder(?:s|ed)?|yell(?:s|ed)?|shout(?:s|ed)?|whisper(?:s|ed)?|cr(?:y|ies|ied)|mutter(?:s|ed)?|repl(?:y|ies|ied))\b/iu;

/**
 * A quoted question no one is said to ask ("questions such as “where is the nearest stop?”"): the
 * writer's own example, not a quotation. A character's question, with its "she asked", is quoted.
 */
function imaginedQuestion(passage: string, text: string): boolean {
  const at = text.indexOf(passage);
  return questionShaped(passage) && !(at >= 0 && attributed(text, at, passage.length, ASKING_VERB));
}

/** The most words a term set in quotation marks holds ("the 'veil over the eyes'"). */
const TERM_MAX_WORDS = 5;
/** A determiner, or "so-called", just before the opening mark: the marks set off a term of the writer's sentence. */
const BEFORE_A_TERM =
  /\b(?:the|a|an|this|that|these|those|their|his|her|our|my|your|its|so[\s-]called|call(?:s|ed)?|known\s+as)\s*["“'‘]$/iu;

/**
 * Words set in quotation marks as a term or a figure within the writer's own noun phrase ("the
 * 'veil over the eyes'", "a so-called 'safe space'"): the writer names or distances a phrase, and
 * quotes no source. A short phrase only, with no stop inside: a sentence quoted is someone's words.
 */
function termInMarks(passage: string, text: string): boolean {
  const at = text.indexOf(passage);
  if (at < 0 || countWords(passage) > TERM_MAX_WORDS || /[.!?]/u.test(passage)) return false;
  return BEFORE_A_TERM.test(text.slice(Math.max(0, at - 20), at));
}

function dominantStyle(counts: Map<NamedStyle, number>, fromHeading: NamedStyle | undefined): CitationStyle {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return fromHeading ?? 'none';
  const [top, topCount] = [...counts].sort((a, b) => b[1] - a[1])[0] as [NamedStyle, number];
  return topCount / total >= 0.8 ? top : 'mixed';
}

function consistencyIssues(counts: Map<NamedStyle, number>, hasReferences: boolean, inTextCount: number): string[] {
  const issues: string[] = [];
  if (counts.size > 1) {
    const styles = [...counts.keys()].join(' and ');
    issues.push(`In-text citations follow more than one style (${styles}); use one throughout.`);
  }
  if (inTextCount > 0 && !hasReferences) issues.push('Sources are cited in the text but there is no reference list.');
  if (inTextCount === 0 && hasReferences)
    issues.push('There is a reference list but no in-text citations point to it.');
  return issues;
}
