import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { editorHref } from '../generated-document-links';
import { useSharedGeneratedDocuments } from '../queries/use-shared-generated-documents';

const ROLE_TEXT = { edit: 'can edit', read: 'can read' } as const;

/**
 * Generated documents other enterprise users shared with this one. Shown only when there is
 * something to open: the documents the user owns are the page's subject, this is a way in.
 */
export function SharedWithYou() {
  const shared = useSharedGeneratedDocuments();
  const documents = shared.data?.documents ?? [];
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="shared-with-you" className="grid gap-3">
      <h2 id="shared-with-you" className="flex items-center gap-2 text-lg font-semibold">
        <Users className="size-5" aria-hidden="true" />
        Shared with you
      </h2>
      <ul className="grid gap-2">
        {documents.map((document) => (
          <li key={document.id} className="rounded-md border p-3 text-sm">
            <Link to={editorHref(document.id)} className="font-medium underline-offset-4 hover:underline">
              {document.title}
            </Link>
            <p className="text-muted-foreground">
              From {document.ownerName || document.ownerEmail}, you {ROLE_TEXT[document.role]}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
