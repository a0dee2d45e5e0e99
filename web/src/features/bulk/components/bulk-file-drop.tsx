import { FileUp } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../hooks/use-toast';
import { checkBulkFiles } from '../bulk-form';

export interface BulkFileDropProps {
  files: File[];
  onFiles: (files: File[]) => void;
  onNext: () => void;
}

/** Step 1: drag and drop (or choose) up to 50 PDFs. */
export function BulkFileDrop({ files, onFiles, onNext }: BulkFileDropProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const accept = (chosen: File[]) => {
    const problem = checkBulkFiles(chosen);
    if (problem) {
      toast({ title: 'Invalid files', description: problem, variant: 'destructive' });
      return;
    }
    onFiles(chosen);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    accept([...event.dataTransfer.files]);
  };

  return (
    <section aria-labelledby="bulk-upload-step" className="space-y-4">
      <h2 id="bulk-upload-step" className="text-lg font-semibold">
        1. Upload PDFs
      </h2>
      <section
        aria-label="Drop PDF files here"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-10 text-center ${
          dragging ? 'border-primary bg-primary/5' : 'border-muted-foreground/30'
        }`}
      >
        <FileUp className="size-10 text-muted-foreground" aria-hidden="true" />
        <p>Drag and drop up to 50 PDF files here</p>
        <Button type="button" variant="outline" onClick={() => input.current?.click()}>
          Choose Files
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          multiple
          className="sr-only"
          aria-label="PDF files to analyse"
          // The Choose Files button is the way in; the hidden input would be a second, silent stop.
          tabIndex={-1}
          data-testid="bulk-file-input"
          onChange={(event) => {
            accept([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </section>
      {files.length > 0 && (
        <div className="space-y-2">
          <p className="text-sm font-medium">{files.length} PDF files selected</p>
          <ul className="max-h-48 overflow-auto text-sm text-muted-foreground">
            {files.map((file) => (
              <li key={`${file.name}-${file.size}-${file.lastModified}`}>{file.name}</li>
            ))}
          </ul>
          <Button type="button" onClick={onNext}>
            Next: Configure
          </Button>
        </div>
      )}
    </section>
  );
}
