import type { BulkUploadDetail, Evidence } from '@doclens/api';
import { ArrowUpDown, Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EvidenceQuote } from '../../../components/ui/evidence-quote';
import { exportUrl, filePageUrl } from '../api/bulk-api';

interface ShownCitation {
  fileId: number;
  label: string;
  citation: Evidence;
}

function CitationPanel({ batchId, shown, onClose }: { batchId: number; shown: ShownCitation; onClose: () => void }) {
  return (
    <aside aria-label="Citation" className="space-y-2 rounded-md border bg-muted/30 p-3">
      <div className="flex items-center justify-between">
        <h3 className="text-sm font-semibold">{shown.label}</h3>
        <Button type="button" size="sm" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
      <EvidenceQuote evidence={shown.citation} />
      <a
        className="text-sm text-primary underline"
        href={filePageUrl(batchId, shown.fileId, shown.citation.page)}
        target="_blank"
        rel="noreferrer"
      >
        Open page {shown.citation.page} of the file
      </a>
    </aside>
  );
}

function ExportLinks({ batchId }: { batchId: number }) {
  return (
    <div className="flex gap-2">
      <Button asChild size="sm" variant="outline">
        <a href={exportUrl(batchId, 'csv')} download>
          <Download className="size-4" /> Download CSV
        </a>
      </Button>
      <Button asChild size="sm" variant="outline">
        <a href={exportUrl(batchId, 'xlsx')} download>
          <Download className="size-4" /> Download XLSX
        </a>
      </Button>
    </div>
  );
}

/** The extraction table: sortable by any column; a cell's citation is shown on demand. */
function ExtractionTable({ batch, onCite }: { batch: BulkUploadDetail; onCite: (shown: ShownCitation) => void }) {
  const [sort, setSort] = useState<{ column: string; ascending: boolean }>({ column: 'File', ascending: true });
  const cellText = (row: BulkUploadDetail['extractedData'][number], column: string) =>
    column === 'File' ? row.fileName : (row.values[column] ?? '');
  const rows = [...batch.extractedData].sort(
    (a, b) => (sort.ascending ? 1 : -1) * cellText(a, sort.column).localeCompare(cellText(b, sort.column)),
  );
  const header = (column: string) => (
    <th key={column} scope="col" className="px-3 py-2 text-left max-md:inline-block max-md:px-2">
      <button
        type="button"
        className="inline-flex items-center gap-1 text-left font-semibold [overflow-wrap:anywhere]"
        onClick={() =>
          setSort((current) => ({ column, ascending: current.column === column ? !current.ascending : true }))
        }
      >
        {column} <ArrowUpDown className="size-3" aria-hidden="true" />
      </button>
    </th>
  );
  // Cells may break anywhere (file names and quotes hold long unbroken runs), so the columns share the
  // width instead of pushing the table sideways; below md each row becomes a card of labelled fields.
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-sm max-md:block">
        <thead className="bg-muted/50 max-md:block">
          <tr className="max-md:block">{['File', ...batch.extractionParameters].map(header)}</tr>
        </thead>
        <tbody className="max-md:block">
          {rows.map((row) => (
            <tr key={row.fileId} className="border-t align-top max-md:block max-md:py-2">
              <td className="px-3 py-2 font-medium [overflow-wrap:anywhere] max-md:block max-md:py-1">
                {row.fileName}
              </td>
              {row.cells.map((cell) => (
                <td key={cell.field} className="px-3 py-2 [overflow-wrap:anywhere] max-md:block max-md:py-1">
                  <span className="font-medium text-muted-foreground md:hidden">{cell.field}: </span>
                  {cell.value === '' ? (
                    <span className="text-muted-foreground">—</span>
                  ) : cell.citation ? (
                    <CitationButton
                      title="Show where this comes from"
                      shown={{ fileId: row.fileId, label: `${row.fileName} · ${cell.field}`, citation: cell.citation }}
                      onCite={onCite}
                    >
                      {cell.value}
                    </CitationButton>
                  ) : (
                    cell.value
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface CitationButtonProps {
  shown: ShownCitation;
  onCite: (shown: ShownCitation) => void;
  title?: string;
  children: ReactNode;
}

/** A value or key point that shows, when pressed, the passage of the file it comes from. */
function CitationButton({ shown, onCite, title, children }: CitationButtonProps) {
  return (
    <button
      type="button"
      className="text-left underline decoration-dotted underline-offset-2"
      title={title}
      onClick={() => onCite(shown)}
    >
      {children}
    </button>
  );
}

/** How many points a key point moved the score: shown as "+25" / "−10", read out in words. */
function ScoreMove({ points }: { points: number }) {
  const up = points >= 0;
  return (
    <span
      className={`mr-2 inline-block min-w-10 rounded px-1 text-center font-mono text-xs font-semibold ${
        up ? 'bg-emerald-100 text-emerald-900' : 'bg-rose-100 text-rose-900'
      }`}
    >
      <span aria-hidden="true">{up ? `+${points}` : `−${Math.abs(points)}`}</span>
      <span className="sr-only">{up ? `added ${points} points` : `took off ${Math.abs(points)} points`}</span>
    </span>
  );
}

/** The ranking: each file's score, the key points that moved it (each citable) and the reasoning. */
function RankingList({ batch, onCite }: { batch: BulkUploadDetail; onCite: (shown: ShownCitation) => void }) {
  return (
    <ol className="space-y-3">
      {batch.summaryResults.map((result) => (
        <li key={result.fileId} className="rounded-md border p-3">
          <div className="flex items-center justify-between gap-3">
            <h3 className="min-w-0 font-semibold [overflow-wrap:anywhere]">
              #{result.ranking} {result.fileName}
            </h3>
            <span className="text-lg font-bold">{result.score}/100</span>
          </div>
          <p className="text-sm text-muted-foreground">{result.analysis}</p>
          <ul aria-label={`Why ${result.fileName} scored ${result.score}`} className="mt-2 space-y-1 text-sm">
            {result.keyPoints.map((point, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: key points are shown in their stored order
              <li key={index} className="flex items-baseline">
                {point.points !== undefined ? <ScoreMove points={point.points} /> : <span className="mr-2 min-w-10" />}
                {point.citation ? (
                  <CitationButton
                    shown={{
                      fileId: result.fileId,
                      label: `${result.fileName} · ${point.text}`,
                      citation: point.citation,
                    }}
                    onCite={onCite}
                  >
                    {point.text} <span className="text-muted-foreground">(page {point.citation.page})</span>
                  </CitationButton>
                ) : (
                  <span>{point.text}</span>
                )}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm">{result.reasoning}</p>
        </li>
      ))}
    </ol>
  );
}

export function BulkResultsView({ batch }: { batch: BulkUploadDetail }) {
  const [shown, setShown] = useState<ShownCitation | null>(null);
  return (
    <section aria-labelledby="bulk-results" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="bulk-results" className="text-lg font-semibold">
          Results: {batch.name}
        </h2>
        <ExportLinks batchId={batch.id} />
      </div>
      {shown && <CitationPanel batchId={batch.id} shown={shown} onClose={() => setShown(null)} />}
      {batch.analysisType === 'data_extraction' ? (
        <ExtractionTable batch={batch} onCite={setShown} />
      ) : (
        <RankingList batch={batch} onCite={setShown} />
      )}
    </section>
  );
}
