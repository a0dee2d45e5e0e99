import { type GeneratorSettings, localDraftIsOutline, templateForDocumentType } from '@doclens/api';

/**
 * Whether generating this type gives an outline to complete: the built-in generator's essays,
 * letters, reports, screenplays and untemplated types. Undefined while the server's settings are unknown.
 */
export function givesOutline(documentType: string, settings: GeneratorSettings | undefined): boolean | undefined {
  if (!settings) return undefined;
  return !settings.writesFullDrafts && localDraftIsOutline(templateForDocumentType(documentType)?.id ?? null);
}

/** How a sentence names the type: "essay", "non-disclosure agreement", "CV"; the typed words for an untemplated type. */
export function documentNoun(documentType: string): string {
  const name = templateForDocumentType(documentType)?.name ?? documentType.trim();
  // "CV/Resume" offers two names for one thing; a sentence uses the first.
  const [first = name] = name.split('/');
  return first
    .split(' ')
    .map((word) => (word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');
}

/** The success toast's line: what was made, and that it is an outline when it is one. */
export function createdMessage(documentType: string, outline: boolean | undefined): string {
  return `Your ${documentNoun(documentType)}${outline ? ' outline' : ''} has been created.`;
}
