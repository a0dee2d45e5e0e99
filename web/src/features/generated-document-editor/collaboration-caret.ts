import { Extension } from '@tiptap/core';
import { yCursorPlugin } from '@tiptap/y-tiptap';
import type { Awareness } from 'y-protocols/awareness';

export interface CaretUser {
  name: string;
  color: string;
}

interface CollaborationCaretOptions {
  awareness: Awareness | null;
  user: CaretUser;
}

/**
 * Other editors' carets with their names, drawn by y-prosemirror's cursor plugin (the one
 * @tiptap/extension-collaboration-caret wraps; that package is not published for this Tiptap
 * version). Styles are set through the DOM, which the page's CSP allows, not as style attributes.
 */
export const CollaborationCaret = Extension.create<CollaborationCaretOptions>({
  name: 'collaborationCaret',
  addOptions() {
    return { awareness: null, user: { name: '', color: '#1d4ed8' } };
  },
  addProseMirrorPlugins() {
    const { awareness, user } = this.options;
    if (!awareness) return [];
    awareness.setLocalStateField('user', user);
    return [
      yCursorPlugin(awareness, {
        cursorBuilder: caretElement,
        selectionBuilder: () => ({ class: 'bg-primary/15' }),
      }),
    ];
  },
});

function caretElement(user: Partial<CaretUser>): HTMLElement {
  const color = user.color ?? '#1d4ed8';
  const caret = document.createElement('span');
  caret.className = 'collaboration-caret';
  Object.assign(caret.style, {
    position: 'relative',
    marginLeft: '-1px',
    marginRight: '-1px',
    borderLeft: `2px solid ${color}`,
    pointerEvents: 'none',
  });
  const label = document.createElement('span');
  label.className = 'collaboration-caret-label';
  label.textContent = user.name ?? '';
  Object.assign(label.style, {
    position: 'absolute',
    top: '-1.4em',
    left: '-2px',
    padding: '0 4px',
    borderRadius: '3px 3px 3px 0',
    background: color,
    color: '#fff',
    fontSize: '12px',
    fontWeight: '600',
    lineHeight: '1.4',
    whiteSpace: 'nowrap',
    userSelect: 'none',
  });
  caret.append(label);
  return caret;
}
