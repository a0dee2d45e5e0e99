import type { BulkAnalysisType, CreateBulkUpload } from '@doclens/api';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../hooks/use-toast';
import { parametersOf, withoutRow } from '../bulk-form';

export interface BulkConfigureFormProps {
  fileCount: number;
  busy: boolean;
  onBack: () => void;
  onStart: (settings: CreateBulkUpload) => void;
}

const BULK_ANALYSIS_TYPES: { type: BulkAnalysisType; label: string }[] = [
  { type: 'data_extraction', label: 'Data extraction: a table with one column per field' },
  { type: 'ai_summary', label: 'AI summary: score and rank every file against a criterion' },
];

/** Step 2: the analysis name, its type, and the fields to extract or the criterion to judge by. */
export function BulkConfigureForm({ fileCount, busy, onBack, onStart }: BulkConfigureFormProps) {
  const [name, setName] = useState('');
  const [analysisType, setAnalysisType] = useState<BulkAnalysisType>('data_extraction');
  const [rows, setRows] = useState<string[]>(['']);
  const [criterion, setCriterion] = useState('');
  const [sortOrder, setSortOrder] = useState<'asc' | 'desc'>('desc');

  const start = () => {
    if (name.trim() === '') {
      toast({ title: 'Name required', description: 'Please enter a name for this analysis', variant: 'destructive' });
      return;
    }
    const extractionParameters = parametersOf(rows);
    if (analysisType === 'data_extraction' && extractionParameters.length === 0) {
      toast({ title: 'Fields required', description: 'Add at least one field to extract', variant: 'destructive' });
      return;
    }
    if (analysisType === 'ai_summary' && criterion.trim() === '') {
      toast({
        title: 'Criterion required',
        description: 'Describe what the documents should be judged against',
        variant: 'destructive',
      });
      return;
    }
    onStart({
      name: name.trim(),
      analysisType,
      extractionParameters,
      summaryParameter: criterion.trim(),
      sortBy: 'score',
      sortOrder,
    });
  };

  return (
    <section aria-labelledby="bulk-configure-step" className="space-y-5">
      <h2 id="bulk-configure-step" className="text-lg font-semibold">
        2. Configure ({fileCount} files)
      </h2>
      <div className="space-y-2">
        <Label htmlFor="bulk-name">Analysis name</Label>
        <Input id="bulk-name" value={name} onChange={(event) => setName(event.target.value)} maxLength={200} />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Analysis type</legend>
        {BULK_ANALYSIS_TYPES.map(({ type, label }) => (
          <label key={type} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="bulk-type"
              checked={analysisType === type}
              onChange={() => setAnalysisType(type)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {analysisType === 'data_extraction' ? (
        <div className="space-y-2">
          <Label>Fields to extract</Label>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their position
            <div key={index} className="flex gap-2">
              <Input
                aria-label={`Field ${index + 1}`}
                value={row}
                placeholder="e.g. Governing Law"
                onChange={(event) =>
                  setRows((current) =>
                    current.map((value, position) => (position === index ? event.target.value : value)),
                  )
                }
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove field ${index + 1}`}
                onClick={() => setRows((current) => withoutRow(current, index))}
              >
                <X className="size-4" />
              </Button>
            </div>
          ))}
          <Button type="button" variant="outline" size="sm" onClick={() => setRows((current) => [...current, ''])}>
            <Plus className="size-4" /> Add Field
          </Button>
        </div>
      ) : (
        <div className="space-y-2">
          <Label htmlFor="bulk-criterion">Criterion (a job description, your position in a contract…)</Label>
          <Textarea
            id="bulk-criterion"
            rows={5}
            value={criterion}
            onChange={(event) => setCriterion(event.target.value)}
          />
          <Label htmlFor="bulk-order">Order</Label>
          <select
            id="bulk-order"
            className="block rounded-md border px-2 py-1 text-sm"
            value={sortOrder}
            onChange={(event) => setSortOrder(event.target.value === 'asc' ? 'asc' : 'desc')}
          >
            <option value="desc">Highest score first</option>
            <option value="asc">Lowest score first</option>
          </select>
        </div>
      )}
      <div className="flex gap-2">
        <Button type="button" variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button type="button" onClick={start} disabled={busy}>
          {busy ? 'Starting…' : 'Start Analysis'}
        </Button>
      </div>
    </section>
  );
}
