import {
  COLLABORATION_CLOSE,
  COLLABORATION_PATH,
  GENERATION_LIMITS,
  type GeneratedDocumentCollaborationView,
} from '@doclens/api';
import { editorExtensions } from '@doclens/generated-documents/editor-extensions';
import { HocuspocusProvider } from '@hocuspocus/provider';
import Collaboration from '@tiptap/extension-collaboration';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useState } from 'react';
import * as Y from 'yjs';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/class-names';
import { type CaretUser, CollaborationCaret } from '../collaboration-caret';
import { changeOf, documentEditorOptions, type EditorChange, EditorToolbar } from './rich-text-editor';

/**
 * Connected, trying to reconnect (edits are kept and merged on return), or closed by the server
 * for good: the right or the session ended, or the last change was refused (too large, or content
 * the editor does not support). A refused change would be sent again on every reconnect, so the
 * editor stops there and says how to go on.
 */
export type CollaborationStatus =
  | 'connecting'
  | 'connected'
  | 'offline'
  | 'denied'
  | 'signed-out'
  | 'too-large'
  | 'refused';

const FINAL_STATUSES: ReadonlySet<CollaborationStatus> = new Set(['denied', 'signed-out', 'too-large', 'refused']);

/** What a close code of the server (packages/api COLLABORATION_CLOSE) means for this editor. */
function statusOfClose(code: number): CollaborationStatus | undefined {
  switch (code) {
    case COLLABORATION_CLOSE.accessEnded.code:
      return 'denied';
    case COLLABORATION_CLOSE.sessionEnded.code:
      return 'signed-out';
    case COLLABORATION_CLOSE.tooLarge.code:
      return 'too-large';
    case COLLABORATION_CLOSE.unknownContent.code:
    case COLLABORATION_CLOSE.unreadable.code:
      return 'refused';
    default:
      return undefined;
  }
}

interface CollaborativeEditorProps {
  collaboration: GeneratedDocumentCollaborationView;
  onChange: (change: EditorChange) => void;
}

interface Session {
  doc: Y.Doc;
  provider: HocuspocusProvider;
}

function collaborationUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${COLLABORATION_PATH}`;
}

/**
 * The editor of a document edited together (enterprise): Yjs through the gateway's Hocuspocus
 * server, authenticated by the session cookie. Edits are saved by the server as they happen, and
 * edits made while offline are merged when the provider reconnects (it retries on its own).
 */
export function CollaborativeEditor({ collaboration, onChange }: CollaborativeEditorProps) {
  const [session, setSession] = useState<Session | null>(null);
  useEffect(() => {
    const doc = new Y.Doc();
    const provider = new HocuspocusProvider({
      url: collaborationUrl(),
      name: collaboration.documentName,
      document: doc,
    });
    setSession({ doc, provider });
    return () => {
      provider.destroy();
      doc.destroy();
    };
  }, [collaboration.documentName]);
  if (!session) return <Skeleton className="h-96 w-full" />;
  return <ConnectedEditor session={session} collaboration={collaboration} onChange={onChange} />;
}

function ConnectedEditor({ session, collaboration, onChange }: CollaborativeEditorProps & { session: Session }) {
  const { doc, provider } = session;
  const [status, setStatus] = useState<CollaborationStatus>('connecting');
  const [others, setOthers] = useState<CaretUser[]>([]);
  const readOnly = collaboration.role === 'read';

  const editor = useEditor(
    {
      extensions: [
        ...editorExtensions({ history: false }),
        Collaboration.configure({ document: doc }),
        CollaborationCaret.configure({ awareness: provider.awareness, user: collaboration.user }),
      ],
      editable: !readOnly,
      ...documentEditorOptions({ readOnly }),
      onCreate: ({ editor: created }) => onChange(changeOf(created)),
      onUpdate: ({ editor: updated }) => onChange(changeOf(updated)),
    },
    [doc],
  );

  useEffect(() => {
    const onStatus = ({ status: next }: { status: string }) => {
      setStatus((current) => {
        if (FINAL_STATUSES.has(current)) return current;
        return next === 'connected' ? 'connected' : next === 'connecting' ? 'connecting' : 'offline';
      });
    };
    const onDenied = () => setStatus('denied');
    const onClose = ({ event }: { event: { code: number } }) => {
      const final = statusOfClose(event.code);
      if (!final) return;
      setStatus(final);
      // Reconnecting would only be refused again (or resend the refused change).
      provider.disconnect();
    };
    const onAwareness = () => {
      const users: CaretUser[] = [];
      provider.awareness?.getStates().forEach((state, clientId) => {
        const user = state.user as CaretUser | undefined;
        if (clientId !== doc.clientID && user?.name) users.push(user);
      });
      setOthers(users);
    };
    provider.on('status', onStatus);
    provider.on('authenticationFailed', onDenied);
    provider.on('close', onClose);
    provider.awareness?.on('change', onAwareness);
    return () => {
      provider.off('status', onStatus);
      provider.off('authenticationFailed', onDenied);
      provider.off('close', onClose);
      provider.awareness?.off('change', onAwareness);
    };
  }, [provider, doc]);

  useEffect(() => {
    if (FINAL_STATUSES.has(status)) editor?.setEditable(false);
  }, [status, editor]);

  return (
    <div className="grid gap-2">
      <CollaborationBar status={status} others={others} readOnly={readOnly} />
      <div>
        {!readOnly && !FINAL_STATUSES.has(status) && <EditorToolbar editor={editor} />}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}

const STATUS_TEXT: Record<CollaborationStatus, string> = {
  connecting: 'Connecting…',
  connected: 'Live: changes are saved as you type',
  offline: 'Offline: your edits are kept and merged when the connection returns',
  denied: 'Your access to this document has ended. Copy anything you need; it can no longer be changed here.',
  'signed-out': 'You have been signed out. Sign in again to keep editing; everything saved before is kept.',
  'too-large': `Your last change was not saved: a document holds at most ${GENERATION_LIMITS.contentChars.toLocaleString('en-US')} characters. Reload the page to go on from the saved version.`,
  refused:
    'Your last change was not saved: it held content this editor does not support. Reload the page to go on from the saved version.',
};

function CollaborationBar({
  status,
  others,
  readOnly,
}: {
  status: CollaborationStatus;
  others: CaretUser[];
  readOnly: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p
        role={FINAL_STATUSES.has(status) ? 'alert' : 'status'}
        className={cn(FINAL_STATUSES.has(status) ? 'text-destructive' : 'text-muted-foreground')}
        data-testid="collaboration-status"
      >
        {readOnly && !FINAL_STATUSES.has(status) ? 'Read only · ' : ''}
        {STATUS_TEXT[status]}
      </p>
      {others.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label="Also editing">
          {others.map((user, index) => (
            <li
              // Two tabs of one person are two entries with the same name.
              // biome-ignore lint/suspicious/noArrayIndexKey: awareness states have no stable key here
              key={`${user.name}-${index}`}
              className="rounded px-2 py-0.5 text-xs font-medium text-white"
              ref={(element) => {
                if (element) element.style.background = user.color;
              }}
            >
              {user.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
