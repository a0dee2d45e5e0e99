import type { ReactNode } from 'react';

/** One numbered section of a legal page; the page numbers them in order. */
export interface LegalSection {
  title: string;
  body: ReactNode;
}
