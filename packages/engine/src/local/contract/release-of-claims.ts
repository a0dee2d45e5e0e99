/**
 * A release: the giver waives its OWN claims against the other side ("you release Sponsor from any
 * liability for injury or loss", "waives and releases the Company from all claims"). It is read apart from
 * an indemnity, which makes the giver pay claims OTHERS bring against the other side and their legal costs:
 * a release with "hold harmless" but no duty to indemnify, defend or answer third-party claims costs the
 * giver only what it can no longer recover.
 */

// Giving up claims or liability: "release(s) … from", "waive(s) any claims", "discharge(s) … from all liability".
const GIVES_UP_CLAIMS =
  /\b(?:releas(?:e|es|ed|ing)|waiv(?:e|es|ed|ing)|discharg(?:e|es|ed|ing))\b[^.;]{0,160}?\b(?:claims?|liabilit(?:y|ies)|demands?|causes?\s+of\s+action|damages?|losses)\b/iu;
// What makes it an indemnity after all: paying for, defending or answering claims others bring.
const ANSWERS_OTHERS_CLAIMS =
  /\bindemnif\w*|\bdefend\w*|\breimburs\w*|\bthird[\s-]+part(?:y|ies)\b|\bclaims?\s+(?:made|brought|asserted)\s+(?:against|by)\b|\b(?:attorneys?|lawyers?|legal)['’]?s?\s+(?:fees|costs)\b/iu;

/** The release, as a sentence test: it gives up claims and answers for no one else's. */
export const RELEASE_ONLY = new RegExp(
  String.raw`^(?![\s\S]*(?:${ANSWERS_OTHERS_CLAIMS.source}))(?=[\s\S]*${GIVES_UP_CLAIMS.source})`,
  'iu',
);

export const RELEASE_TITLE = 'Release of claims';

export const RELEASE_MEANING =
  'One side gives up claims of its own against the other: what the release covers cannot later be claimed from them.';

export const RELEASE_IMPACT = {
  provider:
    'You give up your own claims against the other side for what it covers: if you suffer a loss, injury or damage it names, you cannot recover it from them.',
  recipient: 'The other side gives up its own claims against you for what it covers.',
};

export const RELEASE_CHANGE = {
  provider:
    'Ask that the release not cover loss caused by the other side’s own negligence, wilful misconduct or breach of its duties.',
  recipient: 'No change needed: the release protects your side.',
};
