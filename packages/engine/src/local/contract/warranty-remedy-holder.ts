import type { DocumentPage } from '../../analysis-engine';
import type { Sentence } from '../../text/sentences';
import { escapeRegExp } from '../../text/words';
import type { OrientedClause, ReaderPosition } from './clause-orientation';
import { otherSide } from './contract-parties';
import { sectionSentences } from './section-sentences';

/** A promise about the quality of what is supplied: free from defects, workmanlike, conforming to specifications. */
const QUALITY_OF_SUPPLY =
  /\b(?:free\s+(?:from|of)\s+(?:\w+\s+){0,2}?defects?|defect\w*|workman\w*|conform\w*|specifications?|merchantab\w*|fitness)\b/iu;
/** How far after the warranty its remedy may be stated when the document numbers no sections. */
const REACH = 4;

/**
 * A warranty of the quality of what is supplied is given by the supplier for the benefit of the one receiving it.
 * When its sentence names the reader as the one who warrants, but another sentence of the same clause gives the
 * reader the remedy for its breach ("if the warranty is broken, the Buyer's only remedy is that the Seller
 * replaces …"), the naming is a slip of drafting: the clause as a whole makes the promise run to the reader, so it
 * is told as one the reader holds. Who holds the remedy is read from the words, not from the reader's role.
 */
export function withWarrantyRemedyHolder(
  clause: OrientedClause,
  sentences: readonly Sentence[],
  pages: readonly DocumentPage[],
  position: ReaderPosition,
): OrientedClause {
  if (clause.rule.id !== 'warranty' || clause.relation === 'benefits' || clause.relation === 'mutual') return clause;
  const text = clause.sentence.text.replace(/\s+/gu, ' ');
  if (!QUALITY_OF_SUPPLY.test(text)) return clause;
  const warrantor = warrantorOf(text, position);
  // Told from the reader's place: the reader is the one named as warranting, or, with the reader's party
  // unknown, the warranty is told as one the reader gives.
  const readerNamed = position.reader !== undefined && warrantor === position.reader;
  const toldAsGiven =
    clause.relation === 'owes' || (clause.relation === undefined && clause.side === clause.rule.owedBy);
  if (!toldAsGiven || (position.reader !== undefined && !readerNamed)) return clause;
  // Parties the opening does not name (a form's "[buyer]") are known by the word standing before the verb.
  const names = warrantor === undefined ? subjectWordsOf(text) : namesOf(position, warrantor);
  if (names.length === 0) return clause;
  const holder = new RegExp(
    String.raw`(?<![\p{L}\d])(?:${names.map(escapeRegExp).join('|')})['’]s?\s+(?:sole|exclusive|only)\s+(?:and\s+exclusive\s+)?remed(?:y|ies)\s+(?:for|in\s+respect\s+of|under)\s+(?:any\s+)?(?:breach\s+of\s+)?(?:this|the|such|these|that)\s+(?:\w+\s+){0,2}?warrant(?:y|ies)\b`,
    'iu',
  );
  const section = sectionSentences(clause.sentence, sentences, pages);
  const at = sentences.findIndex((sentence) => sentence.index === clause.sentence.index);
  const nearby = section.length > 0 ? section : sentences.slice(at + 1, at + 1 + REACH);
  if (!nearby.some((sentence) => holder.test(sentence.text.replace(/\s+/gu, ' ')))) return clause;
  const named = names[0] ?? '';
  const notes = [
    readerNamed
      ? 'The sentence names your side as giving it, but the clause gives your side the remedy for its breach, so the promise protects your side.'
      : `The sentence names ${named} as giving it, but the clause gives ${named} the remedy for its breach, so the promise protects ${named}.`,
    ...clause.notes.filter((note) => !/\bgives\s+this\s+promise\b/iu.test(note)),
  ];
  return {
    ...clause,
    relation: clause.relation === 'owes' ? 'benefits' : clause.relation,
    side: otherSide(clause.side),
    giver: clause.taker,
    taker: clause.giver,
    notes,
  };
}

const PERSONAL = /^(?:you|your|we|us|our|i)$/iu;

function namesOf(position: ReaderPosition, party: number): string[] {
  return (position.parties[party]?.aliases ?? []).filter((alias) => !PERSONAL.test(alias));
}

/** The party named as the subject of "warrants": the one whose name stands right before the verb. */
function warrantorOf(text: string, position: ReaderPosition): number | undefined {
  const verb = /\b(?:hereby\s+)?(?:represents\s+and\s+)?warrants\b/iu.exec(text);
  if (!verb) return undefined;
  const before = text.slice(0, verb.index).trimEnd();
  const found = position.parties.findIndex((_, index) =>
    namesOf(position, index).some((name) => new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(name)}$`, 'iu').test(before)),
  );
  return found >= 0 ? found : undefined;
}

/** The word or bracketed blank right before "warrants" ("[buyer] warrants", "The Buyer warrants"). */
function subjectWordsOf(text: string): string[] {
  const subject =
    /(?:^|[\s(])(?:the\s+)?(\[[\p{L}\s_-]{1,30}\]|\p{Lu}[\p{L}-]+)\s+(?:hereby\s+)?(?:represents\s+and\s+)?warrants\b/u.exec(
      text,
    );
  return subject?.[1] ? [subject[1]] : [];
}
