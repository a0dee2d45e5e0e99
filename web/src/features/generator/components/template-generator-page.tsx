import { type GenerationTemplate, templateForDocumentType } from '@doclens/api';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../hooks/use-toast';
import { userMessageOf } from '../../../lib/api-client';
import { useSession } from '../../auth/queries/use-session';
import { generateDocument } from '../api/generator-api';
import { createdMessage, givesOutline } from '../draft-wording';
import {
  EMPTY_ROW,
  GENERAL_TEMPLATES,
  LEGAL_TEMPLATES,
  type ParameterRow,
  parametersOf,
  rowsForTemplate,
  withoutRow,
} from '../generator-form';
import { useGeneratorSettings } from '../queries/use-generator-settings';

/** /template-generator (spec part 2 §2): a template or a typed type, parameter rows, Generate. */
export function TemplateGeneratorPage() {
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const [documentType, setDocumentType] = useState('');
  const [rows, setRows] = useState<ParameterRow[]>([EMPTY_ROW]);
  const [generating, setGenerating] = useState(false);
  const settings = useGeneratorSettings();

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

  const outline = givesOutline(documentType, settings);
  const selectedTemplateId = templateForDocumentType(documentType)?.id;

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
      await generateDocument(documentType.trim(), parametersOf(rows));
      toast({ title: 'Document Generated', description: createdMessage(documentType, outline) });
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
      <TemplateGroup
        title="Templates"
        description={generalTemplatesNote(settings?.writesFullDrafts)}
        templates={GENERAL_TEMPLATES}
        selectedId={selectedTemplateId}
        onPick={pick}
      />
      <TemplateGroup
        title="Legal templates"
        description="Complete agreements from your details, worded to protect the party you name in Your Party."
        templates={LEGAL_TEMPLATES}
        selectedId={selectedTemplateId}
        onPick={pick}
      />
      <Card>
        <CardContent className="space-y-4 pt-6">
          <div className="space-y-2">
            <Label htmlFor="document-type">Document Type</Label>
            <Input id="document-type" value={documentType} onChange={(event) => setDocumentType(event.target.value)} />
            {outline && documentType.trim() !== '' && (
              <p className="text-sm text-muted-foreground">
                {templateForDocumentType(documentType)?.name ?? documentType.trim()} gives an outline to complete, not a
                finished text: your details in place, with headings and a direction for each part to write.
              </p>
            )}
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

/** Said on the general templates' card before anything is generated; nothing until the server's settings are known. */
function generalTemplatesNote(writesFullDrafts: boolean | undefined): string | undefined {
  if (writesFullDrafts === undefined) return undefined;
  return writesFullDrafts
    ? 'Written out in full from your details.'
    : 'These give an outline to complete: your details in place, with headings and a direction for each part to write.';
}

function TemplateGroup(props: {
  title: string;
  description?: string;
  templates: readonly GenerationTemplate[];
  selectedId: string | undefined;
  onPick: (template: GenerationTemplate) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{props.title}</CardTitle>
        {props.description && <CardDescription>{props.description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {props.templates.map((template) => {
          const selected = template.id === props.selectedId;
          return (
            <Button
              key={template.id}
              type="button"
              variant={selected ? 'default' : 'outline'}
              aria-pressed={selected}
              onClick={() => props.onPick(template)}
            >
              {template.name}
            </Button>
          );
        })}
      </CardContent>
    </Card>
  );
}
