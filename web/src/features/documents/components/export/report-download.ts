import { safeFileName } from '../../../../lib/file-download';

/** 'Lease 2026.pdf' → 'Lease 2026-analysis.html', without characters file systems refuse. */
export function reportFileName(originalName: string): string {
  return `${safeFileName(originalName.replace(/\.pdf$/i, ''))}-analysis.html`;
}
