import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../hooks/use-toast';

interface SaveAsNewDialogProps {
  defaultFilename: string;
  saving: boolean;
  onSave: (filename: string) => Promise<void>;
}

/** Save As New (spec part 2 §4, §5): a non-blank filename, then a new document. */
export function SaveAsNewDialog({ defaultFilename, saving, onSave }: SaveAsNewDialogProps) {
  const [open, setOpen] = useState(false);
  const [filename, setFilename] = useState('');
  const openWith = (next: boolean) => {
    if (next) setFilename(defaultFilename);
    setOpen(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (filename.trim() === '') {
      toast({
        title: 'Filename Required',
        description: 'Please enter a filename for the new document.',
        variant: 'destructive',
      });
      return;
    }
    await onSave(filename.trim());
  };
  return (
    <Dialog open={open} onOpenChange={openWith}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          Save As New
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Save As New Document</DialogTitle>
            <DialogDescription>
              A copy with your changes is saved under a new name; this one stays as it was.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="save-as-new-filename">Filename</Label>
            <Input id="save-as-new-filename" value={filename} onChange={(event) => setFilename(event.target.value)} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving…' : 'Save Copy'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
