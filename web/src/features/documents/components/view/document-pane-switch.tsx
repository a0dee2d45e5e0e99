import { FileText, ListChecks } from 'lucide-react';
import { Button } from '../../../../components/ui/button';

export type DocumentPane = 'analysis' | 'document';

/** On a narrow screen: which of the analysis and the original PDF fills the page. */
export function DocumentPaneSwitch({ pane, onChange }: { pane: DocumentPane; onChange: (pane: DocumentPane) => void }) {
  return (
    <fieldset className="grid grid-cols-2 gap-1 rounded-md bg-muted p-1">
      <legend className="sr-only">Show</legend>
      <Button
        variant={pane === 'analysis' ? 'default' : 'ghost'}
        size="sm"
        aria-pressed={pane === 'analysis'}
        onClick={() => onChange('analysis')}
      >
        <ListChecks aria-hidden="true" />
        Analysis
      </Button>
      <Button
        variant={pane === 'document' ? 'default' : 'ghost'}
        size="sm"
        aria-pressed={pane === 'document'}
        onClick={() => onChange('document')}
      >
        <FileText aria-hidden="true" />
        Document
      </Button>
    </fieldset>
  );
}
