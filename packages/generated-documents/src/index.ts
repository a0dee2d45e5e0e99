export {
  COLLABORATION_ELEMENT_NAMES,
  COLLABORATION_FIELD,
  COLLABORATION_MARK_NAMES,
  collaborationStateFromHtml,
  htmlFromCollaborationDoc,
} from './collaboration-state';
export { EDITOR_EXTENSIONS, editorExtensions } from './editor-extensions';
export { type Alignment, parseHtmlBlocks, type TextBlock, type TextRun } from './html-blocks-parser';
export { PDF_LIMITS, PdfLimitError, type PdfOptions, renderGeneratedPdf } from './render-pdf';
export { ALLOWED_TAGS, sanitizeGeneratedHtml } from './sanitize-generated-html';
