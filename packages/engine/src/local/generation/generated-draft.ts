import type { TemplateValues } from './template-values';

/** What a template writes: the document's title and its HTML body. */
export interface GeneratedDraft {
  title: string;
  html: string;
}

export type TemplateRenderer = (values: TemplateValues) => GeneratedDraft;
