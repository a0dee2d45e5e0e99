/**
 * A signature block's line ("By: /s/ … Name: … Title: …") or a notice address ("… Suite 30 … Attn:
 * General Counsel"): it says who signs or where to write, and states no clause. The clause classifier
 * can still score one high (a party's name is a strong word in some categories), so Ask AI never cites
 * one for a clause. A line that binds someone ("Notices shall be sent to … Attn: …") is a sentence.
 */
const SIGNER = /^\W*(?:by|name|title|its)\s*:|\/s\//iu;
const ADDRESSEE = /\b(?:attn|attention)\s*[:.]/iu;
const BINDS = /\b(?:shall|will|must|may|agrees?|hereby)\b/iu;

export function isContactLine(text: string): boolean {
  return (SIGNER.test(text) || ADDRESSEE.test(text)) && !BINDS.test(text);
}
