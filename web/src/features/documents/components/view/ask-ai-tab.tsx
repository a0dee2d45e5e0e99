import { type Evidence, isPaidPlan, type PlanId, type Question } from '@doclens/api';
import { Loader2, MessageSquare } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { EvidenceQuote } from '../../../../components/ui/evidence-quote';
import { Label } from '../../../../components/ui/label';
import { Textarea } from '../../../../components/ui/textarea';
import { UpgradePrompt } from '../../../../components/ui/upgrade-prompt';
import { formatRelativeTime } from '../../../../lib/format';
import type { DocumentSubject } from '../../document-subject';
import { useAskQuestion, useDocumentQuestions } from '../../queries/use-document-questions';
import { SectionCard } from './section-card';

interface AskAiTabProps {
  plan: PlanId;
  documentId?: number;
  /** An uploaded document (the default) or a generated draft: each has its own question routes. */
  subject?: DocumentSubject;
  /** Shows a cited passage in the PDF viewer beside the tabs. */
  onJumpToEvidence?: (evidence: Evidence) => void;
}

/** Ask AI is a Pro and Enterprise feature (spec part 2 §6); other plans get its upgrade prompt. */
export function AskAiTab({ plan, documentId, subject = 'document', onJumpToEvidence }: AskAiTabProps) {
  if (!isPaidPlan(plan)) {
    return (
      <SectionCard title="Ask AI">
        <UpgradePrompt
          title="Available on Pro and Enterprise plans"
          description="Ask questions about this document and get answers drawn from its text."
          actionLabel="Upgrade to Ask AI Questions"
        />
      </SectionCard>
    );
  }
  if (documentId === undefined) return null;
  return (
    <SectionCard title="Ask AI">
      <QuestionBox key={`${subject}-${documentId}`} documentId={documentId} subject={subject} />
      <QuestionList documentId={documentId} subject={subject} onJumpToEvidence={onJumpToEvidence} />
    </SectionCard>
  );
}

function QuestionBox({ documentId, subject }: { documentId: number; subject: DocumentSubject }) {
  const [draft, setDraft] = useState('');
  const ask = useAskQuestion(documentId, () => setDraft(''), subject);
  const inputId = useId();
  const blank = draft.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !ask.isPending) ask.mutate(draft.trim());
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <Label htmlFor={inputId}>Ask a question about this document</Label>
      <Textarea
        id={inputId}
        value={draft}
        placeholder="e.g. Which law governs this agreement?"
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) submit(event);
        }}
        rows={2}
      />
      <Button type="submit" disabled={blank || ask.isPending}>
        {ask.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
        {ask.isPending ? 'Asking…' : 'Ask'}
      </Button>
    </form>
  );
}

function QuestionList({
  documentId,
  subject,
  onJumpToEvidence,
}: {
  documentId: number;
  subject: DocumentSubject;
  onJumpToEvidence?: (evidence: Evidence) => void;
}) {
  const { data, isLoading, isError } = useDocumentQuestions(documentId, subject);
  const questions = data?.questions ?? [];
  return (
    // The spec's question list area: 256 px high, scrolling.
    <div className="h-64 overflow-y-auto rounded-md border p-3">
      {isLoading ? (
        <p className="text-sm text-muted-foreground">Loading questions…</p>
      ) : isError ? (
        <p className="text-sm text-destructive">Failed to load the questions.</p>
      ) : questions.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <MessageSquare className="size-4" aria-hidden="true" />
          No questions yet. Answers cite the pages they come from.
        </p>
      ) : (
        <ul aria-label="Questions and answers" className="space-y-4">
          {questions.map((question) => (
            <QuestionItem key={question.id} question={question} onJumpToEvidence={onJumpToEvidence} />
          ))}
        </ul>
      )}
    </div>
  );
}

function QuestionItem({
  question,
  onJumpToEvidence,
}: {
  question: Question;
  onJumpToEvidence?: (evidence: Evidence) => void;
}) {
  return (
    <li className="space-y-2">
      <div className="flex items-baseline justify-between gap-2">
        <p className="font-medium">{question.question}</p>
        <span className="shrink-0 text-xs text-muted-foreground">{formatRelativeTime(question.createdAt)}</span>
      </div>
      {question.status === 'pending' ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Answer pending…
        </p>
      ) : (
        <>
          {question.found === false && <Badge variant="outline">Not stated in the document</Badge>}
          <p className="whitespace-pre-line text-sm">{question.answer}</p>
          {question.citations.length > 0 && (
            <div className="space-y-1">
              <p className="text-xs text-muted-foreground">{question.found ? 'Sources' : 'Related passages'}</p>
              {question.citations.map((citation) => (
                <EvidenceQuote
                  key={`${citation.page}-${citation.quote}`}
                  evidence={citation}
                  onJump={onJumpToEvidence}
                />
              ))}
            </div>
          )}
        </>
      )}
    </li>
  );
}
