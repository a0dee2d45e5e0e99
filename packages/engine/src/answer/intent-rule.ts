/**
 * What a question asks about, where the engine already knows the shape of the answer. A contract
 * question maps to a CUAD category (the clause classifier knows most of them, the contract facts
 * state some outright); a CV or essay question to the part of the document that answers it.
 */
export interface QuestionIntent {
  /** The clause or fact category (CUAD's name for contracts). */
  category: string;
  /** How the refusal names the subject: "This document does not seem to say {topic}." */
  topic: string;
  /**
   * Wording a passage must have to state this clause, when the classifier does not know it; where it
   * does, wording that states the clause as the contract engine's rules do.
   */
  clue?: RegExp;
  /**
   * Wording that uses the clause's word in another sense ("exclusive jurisdiction", "the exclusive owner",
   * "the exclusive right to bring an action"): a passage saying it, and not the clause's own wording,
   * does not state the clause however much it reads like it.
   */
  otherSenses?: RegExp;
  /**
   * A general frame (payment, termination, notices, the term) rather than a clause subject: a
   * question in it may be about something more particular ("who pays for shipping"), which the
   * frame's own passages need not hold.
   */
  frame?: boolean;
  /** Words that belong to the frame itself ("due" to payment): a question using them adds no other subject. */
  frameWords?: string;
  /** The words of the question that asked for this intent. */
  askedWords?: string;
}

/** An intent with the question wording that asks for it; the first rule whose `asks` matches wins. */
export interface IntentRule extends QuestionIntent {
  asks: RegExp;
}
