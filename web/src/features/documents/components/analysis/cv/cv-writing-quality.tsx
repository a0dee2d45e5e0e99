import { EvidenceQuote } from '../../../../../components/ui/evidence-quote';
import { Heading } from '../../../../../components/ui/heading-level';
import { TitledList } from '../../../../../components/ui/titled-list';
import { SectionCard } from '../../view/section-card';
import type { CvSectionProps } from './cv-view-data';

/** The spec shows at most two of each kind of example, to keep the card short. */
const MAX_EXAMPLES = 2;

export function CvWritingQuality({ cv, onJumpToEvidence }: CvSectionProps) {
  const writing = cv.writingQuality;
  if (!writing) return null;
  const activeExamples = (writing.activeVoiceExamples ?? []).slice(0, MAX_EXAMPLES);
  const wordyExamples = (writing.wordyExamples ?? []).slice(0, MAX_EXAMPLES);
  return (
    <SectionCard title="Writing Quality" contentClassName="space-y-3 text-sm">
      <ul className="grid gap-1 sm:grid-cols-2">
        <Check ok={writing.usesActiveVoice} yes="Uses active voice" no="Relies on passive voice" />
        <Check ok={writing.isConcise} yes="Concise" no="Could be more concise" />
        <Check
          ok={writing.hasGrammarErrors === undefined ? undefined : !writing.hasGrammarErrors}
          yes="No grammar errors"
          no="Has grammar errors"
        />
        {writing.overallTone && <li>Tone: {writing.overallTone}</li>}
      </ul>
      {writing.feedback && <p>{writing.feedback}</p>}
      {activeExamples.length > 0 && (
        <section className="space-y-1">
          <Heading className="font-semibold">Active voice examples</Heading>
          {activeExamples.map((example) => (
            <div key={example.text}>
              <p>{example.text}</p>
              <EvidenceQuote evidence={example.evidence} onJump={onJumpToEvidence} />
            </div>
          ))}
        </section>
      )}
      {wordyExamples.length > 0 && (
        <section className="space-y-1">
          <Heading className="font-semibold">Wordy phrases</Heading>
          {wordyExamples.map((example) => (
            <div key={example.wordy}>
              <p>
                <del className="text-destructive">{example.wordy}</del> → {example.concise}
              </p>
              <EvidenceQuote evidence={example.evidence} onJump={onJumpToEvidence} />
            </div>
          ))}
        </section>
      )}
      <TitledList title="Tone issues" items={writing.toneIssues} />
      {writing.grammarIssues && writing.grammarIssues.length > 0 && (
        <section className="space-y-1">
          <Heading className="font-semibold">Grammar issues</Heading>
          {writing.grammarIssues.map((issue) => (
            <div key={`${issue.location}-${issue.error}`}>
              <p>
                <del className="text-destructive">{issue.error}</del> → {issue.correction}{' '}
                <span className="text-muted-foreground">({issue.location})</span>
              </p>
              <EvidenceQuote evidence={issue.evidence} onJump={onJumpToEvidence} />
            </div>
          ))}
        </section>
      )}
    </SectionCard>
  );
}

function Check({ ok, yes, no }: { ok: boolean | undefined; yes: string; no: string }) {
  if (ok === undefined) return null;
  return <li>{ok ? `✓ ${yes}` : `✗ ${no}`}</li>;
}
