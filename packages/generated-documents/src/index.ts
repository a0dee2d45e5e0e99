export {
  COLLABORATION_ELEMENT_NAMES,
  COLLABORATION_FIELD,
  COLLABORATION_MARK_NAMES,
  collaborationStateFromHtml,
  htmlFromCollaborationDoc,
} from './collaboration-state';
export { EDITOR_EXTENSIONS, editorExtensions } from './editor-extensions';
export { type Alignment, parseHtmlBlocks, type TextBlock, type TextRun } from './html-blocks-parser';
export { PDF_INPUT_LIMITS, type PdfInputRefusal, pdfInputRefusal, savedHtmlRefusal } from './pdf-input-limits';
export { PDF_RENDER_LIMITS, type PdfRenderLimits } from './pdf-render-limits';
export { PDF_LIMITS, PdfLimitError, type PdfOptions, renderGeneratedPdf } from './render-pdf';
export { ALLOWED_TAGS, sanitizeGeneratedHtml } from './sanitize-generated-html';
