export function withoutControlCharacters(text: string): string;
export function normaliseWhitespace(text: string): string;
