import type { GeneratedDocumentView, GenerationTemplate } from '@doclens/api';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../hooks/use-toast';
import { apiJson, userMessageOf } from '../../../lib/api-client';
import { useSession } from '../../auth/queries/use-session';
import {
  EMPTY_ROW,
  GENERAL_TEMPLATES,
  LEGAL_TEMPLATES,
  type ParameterRow,
  parametersOf,
  rowsForTemplate,
  withoutRow,
} from '../generator-form';

/** /template-generator (spec part 2 §2): a template or a typed type, parameter rows, Generate. */
export function TemplateGeneratorPage() {
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const [documentType, setDocumentType] = useState('');
  const [rows, setRows] = useState<ParameterRow[]>([EMPTY_ROW]);
  const [generating, setGenerating] = useState(false);

  if (isLoading) return null;
  if (!user) {
    return (
      <main className="mx-auto max-w-5xl px-4 py-8">
        <h1 className="text-2xl font-semibold">AI Document Generator</h1>
        <p className="mt-2 text-muted-foreground">Sign in to generate documents.</p>
        <Button asChild className="mt-4">
          <Link to="/auth">Sign In</Link>
        </Button>
      </main>
    );
  }

  const pick = (template: GenerationTemplate) => {
    setDocumentType(template.name);
    setRows(rowsForTemplate(template));
  };
  const updateRow = (index: number, change: Partial<ParameterRow>) =>
    setRows((current) => current.map((row, position) => (position === index ? { ...row, ...change } : row)));

  const generate = async () => {
    if (documentType.trim() === '') {
      toast({
        title: 'Document Type Required',
        description: 'Please enter the type of document you want to generate',
        variant: 'destructive',
      });
      return;
    }
    setGenerating(true);
    try {
      await apiJson<GeneratedDocumentView>('POST', '/api/generate-document', {
        documentType: documentType.trim(),
        parameters: parametersOf(rows),
      });
      toast({ title: 'Document Generated', description: 'Your legal document has been created successfully!' });
      navigate('/?filter=generated');
    } catch (error) {
      toast({
        title: 'Generation Failed',
        description: userMessageOf(error, 'Failed to generate document'),
        variant: 'destructive',
      });
    } finally {
      setGenerating(false);
    }
  };

  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-semibold">AI Document Generator</h1>
      <TemplateGroup title="Templates" templates={GENERAL_TEMPLATES} onPick={pick} />
      <TemplateGroup title="Legal templates" templates={LEGAL_TEMPLATES} onPick={pick} />
      <Card>
        <CardContent className="space-y-4 pt-6">
          <div className="space-y-2">
            <Label htmlFor="document-type">Document Type</Label>
            <Input id="document-type" value={documentType} onChange={(event) => setDocumentType(event.target.value)} />
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Parameters</legend>
            {rows.map((row, index) => (
              // Rows have no identity but their position; they are only added at the end or removed.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <div key={index} className="flex gap-2">
                <Input
                  aria-label={`Parameter ${index + 1} label`}
                  value={row.label}
                  onChange={(event) => updateRow(index, { label: event.target.value })}
                />
                <Input
                  aria-label={row.label || `Parameter ${index + 1} value`}
                  value={row.value}
                  onChange={(event) => updateRow(index, { value: event.target.value })}
                />
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => setRows((current) => withoutRow(current, index))}
                >
                  Remove
                </Button>
              </div>
            ))}
            <Button type="button" variant="outline" onClick={() => setRows((current) => [...current, EMPTY_ROW])}>
              Add Parameter
            </Button>
          </fieldset>
          <Button type="button" onClick={generate} disabled={generating}>
            {generating ? 'Generating…' : 'Generate Document'}
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}

function TemplateGroup(props: {
  title: string;
  templates: readonly GenerationTemplate[];
  onPick: (template: GenerationTemplate) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{props.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {props.templates.map((template) => (
          <Button key={template.id} type="button" variant="outline" onClick={() => props.onPick(template)}>
            {template.name}
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
