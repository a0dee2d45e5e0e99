import { Download, ZoomIn, ZoomOut } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { MAX_ZOOM, MIN_ZOOM } from './pdf-zoom';

interface PdfViewerToolbarProps {
  filename: string;
  downloadUrl: string;
  pageCount: number | null;
  scale: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
}

export function PdfViewerToolbar(props: PdfViewerToolbarProps) {
  const { filename, downloadUrl, pageCount, scale, onZoomIn, onZoomOut } = props;
  const ready = pageCount !== null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b px-3 py-2">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium" title={filename}>
          {filename}
        </p>
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {ready ? `${pageCount} ${pageCount === 1 ? 'page' : 'pages'}` : 'Loading PDF...'}
        </p>
      </div>
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Zoom out"
          disabled={!ready || scale <= MIN_ZOOM}
          onClick={onZoomOut}
        >
          <ZoomOut aria-hidden="true" />
        </Button>
        <output className="w-12 text-center text-xs tabular-nums" aria-label="Zoom level">
          {Math.round(scale * 100)}%
        </output>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Zoom in"
          disabled={!ready || scale >= MAX_ZOOM}
          onClick={onZoomIn}
        >
          <ZoomIn aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" asChild>
          <a href={downloadUrl} download={filename} aria-label="Download PDF">
            <Download aria-hidden="true" />
          </a>
        </Button>
      </div>
    </div>
  );
}
