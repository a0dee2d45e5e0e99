import type { DocumentPreview } from '@doclens/api';
import { previewSummaryView, type SummaryBullet } from '../../preview-summary';

/** The teaser of the summary (spec part 1 §2 'Summary section'). */
export function PreviewSummarySection({ preview }: { preview: DocumentPreview }) {
  const view = previewSummaryView(preview.summary, preview.documentType);
  return (
    <section aria-labelledby="preview-summary-title" className="grid gap-2 rounded-md border p-4">
      <h3 id="preview-summary-title" className="font-semibold">
        Summary
      </h3>
      {view.kind === 'bullets' && (
        <ul className="grid list-disc gap-1 pl-5 text-sm">
          {view.bullets.map((bullet, index) => (
            // Summary items have no ids and never reorder while shown.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <SummaryBulletItem key={index} bullet={bullet} />
          ))}
        </ul>
      )}
      {view.kind === 'entries' && (
        <dl className="grid gap-1 text-sm">
          {view.entries.map((entry) => (
            <div key={entry.label}>
              <dt className="inline font-medium">{entry.label}: </dt>
              <dd className="inline">{entry.text}</dd>
            </div>
          ))}
        </dl>
      )}
      {view.kind === 'lines' && (
        <div className="grid gap-1 text-sm">
          {view.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of one fixed text
            <p key={index}>{line}</p>
          ))}
        </div>
      )}
      {view.kind === 'fallback' && (
        <p className="text-sm text-muted-foreground">Analysis complete - details available after sign up</p>
      )}
      <p className="text-sm italic text-muted-foreground">And much more detailed analysis...</p>
    </section>
  );
}

function SummaryBulletItem({ bullet }: { bullet: SummaryBullet }) {
  if (bullet.kind === 'text') return <li>{bullet.text}</li>;
  const { score, strength, weakness } = bullet.item;
  return (
    <li>
      <span className="font-medium">Score: {score}/100</span>
      <p>
        <span className="font-medium">Strengths:</span> {strength}
      </p>
      <p>
        <span className="font-medium">Areas for Improvement:</span> {weakness}
      </p>
    </li>
  );
}
