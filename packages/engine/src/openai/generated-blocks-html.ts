import { escapeHtml } from '@doclens/api';
import type { GeneratedBlock } from './generation-answer-schema';

/** Text is escaped; `**…**` (which the prompt asks for around unfilled values) becomes bold. */
function inline(text: string): string {
  return escapeHtml(text.trim()).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
}

function blockHtml(block: GeneratedBlock): string {
  if (block.type === 'heading') return `<h${block.level}>${inline(block.text)}</h${block.level}>`;
  if (block.type === 'list') return `<ul>${block.items.map((item) => `<li><p>${inline(item)}</p></li>`).join('')}</ul>`;
  const style = block.align && block.align !== 'left' ? ` style="text-align: ${block.align}"` : '';
  return `<p${style}>${inline(block.text)}</p>`;
}

/** The model's blocks as the editor's HTML: h1–h3, p (aligned or not), ul of li, strong. */
export function blocksToHtml(blocks: readonly GeneratedBlock[]): string {
  return blocks.map(blockHtml).join('\n');
}
