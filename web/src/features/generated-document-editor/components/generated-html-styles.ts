/**
 * How generated HTML reads, in the editor and in the document view alike: the editor's marks only
 * (headings 1–3, paragraphs, bold, italic, bullet lists), styled without a typography plugin.
 */
export const GENERATED_HTML_CLASSES =
  'space-y-3 leading-relaxed [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6';
