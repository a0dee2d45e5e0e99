import { FileText, ListChecks, type LucideIcon } from 'lucide-react';
import { Button } from '../../../../components/ui/button';

export type DocumentPane = 'analysis' | 'document';

const PANES: { pane: DocumentPane; label: string; icon: LucideIcon }[] = [
  { pane: 'analysis', label: 'Analysis', icon: ListChecks },
  { pane: 'document', label: 'Document', icon: FileText },
];

/** On a narrow screen: which of the analysis and the original PDF fills the page. */
export function DocumentPaneSwitch({ pane, onChange }: { pane: DocumentPane; onChange: (pane: DocumentPane) => void }) {
  return (
    <fieldset className="grid grid-cols-2 gap-1 rounded-md bg-muted p-1">
      <legend className="sr-only">Show</legend>
      {PANES.map(({ pane: choice, label, icon: Icon }) => (
        <Button
          key={choice}
          variant={pane === choice ? 'default' : 'ghost'}
          size="sm"
          aria-pressed={pane === choice}
          onClick={() => onChange(choice)}
        >
          <Icon aria-hidden="true" />
          {label}
        </Button>
      ))}
    </fieldset>
  );
}
