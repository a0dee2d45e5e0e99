import type { DocumentDetail } from '@doclens/api';
import { ArrowLeft, Save } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { userMessageOf } from '../../../lib/api-client';
import {
  initialSummaryText,
  MIN_SUMMARY_LINE_LENGTH,
  summaryPointsOf,
  summaryValidationError,
  toBulletText,
} from '../../documents/summary-points';
import { useSaveDocumentContent } from '../queries/use-save-document-content';

/** The summary of an analysed document as bullet lines the owner can rewrite and save. */
export function SummaryEditor({ document }: { document: DocumentDetail }) {
  const [savedText, setSavedText] = useState(() => initialSummaryText(document.content, document.analysis?.summary));
  const [text, setText] = useState(savedText);
  const [validationError, setValidationError] = useState<string | null>(null);
  const save = useSaveDocumentContent(document.id);
  const unchanged = text === savedText;

  const submit = () => {
    const error = summaryValidationError(text);
    setValidationError(error);
    if (error) return;
    const content = toBulletText(summaryPointsOf(text));
    save.mutate(content, {
      onSuccess: (saved) => {
        const stored = saved.content ?? content;
        setSavedText(stored);
        setText(stored);
      },
    });
  };

  const invalid = validationError !== null;
  return (
    <main className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold">Edit Document</h1>
          <p className="text-sm break-all text-muted-foreground">{document.originalName}</p>
        </div>
        <Button asChild variant="outline">
          <Link to={`/document/${document.id}`}>
            <ArrowLeft aria-hidden="true" />
            Back to Document
          </Link>
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Summary</CardTitle>
          <CardDescription>
            One point per line. Each point needs more than {MIN_SUMMARY_LINE_LENGTH} characters.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form
            className="grid gap-3"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Label htmlFor="summary-text" className="sr-only">
              Summary points
            </Label>
            <Textarea
              id="summary-text"
              rows={Math.min(20, Math.max(6, text.split('\n').length + 1))}
              value={text}
              aria-invalid={invalid}
              aria-describedby={invalid ? 'summary-error' : undefined}
              onChange={(event) => {
                setText(event.target.value);
                if (invalid) setValidationError(summaryValidationError(event.target.value));
              }}
            />
            {invalid && (
              <p id="summary-error" role="alert" className="text-sm text-destructive">
                {validationError}
              </p>
            )}
            {save.isError && (
              <p role="alert" className="text-sm text-destructive">
                Failed to save document changes: {userMessageOf(save.error)}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={unchanged || save.isPending}>
                <Save aria-hidden="true" />
                {save.isPending ? 'Saving...' : 'Save Changes'}
              </Button>
              <Button
                type="button"
                variant="ghost"
                disabled={unchanged || save.isPending}
                onClick={() => {
                  setText(savedText);
                  setValidationError(null);
                }}
              >
                Discard Changes
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
