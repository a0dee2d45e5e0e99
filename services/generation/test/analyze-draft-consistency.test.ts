import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { runTask } from '../src/threads/analyze-draft-task';

/**
 * A draft as the generator writes it, where the user's payment terms and a side-specific clause give
 * two periods for paying the same invoices. "Analyze this draft" runs the contract analysis of an upload,
 * so it reports the contradiction with both clauses quoted.
 */
const DRAFT_HTML = [
  '<h1>Service Agreement</h1>',
  '<p>This Service Agreement is made on 1 March 2026 between Northwind Consulting Ltd (the "Service Provider") and Contoso Retail Inc. (the "Client").</p>',
  '<h2>1. Services</h2>',
  '<p>The Service Provider shall provide website maintenance services to the Client.</p>',
  '<h2>3. Fees and Payment</h2>',
  '<p>The Client shall pay the Service Provider $4,000 per month for the Services.</p>',
  '<p>Payment terms: within 30 days of invoice.</p>',
  '<p>The Service Provider shall invoice the Client and the Client shall pay each invoice within fourteen (14) days; late payments bear interest at 1.5% per month until paid.</p>',
  '<h2>10. Governing Law</h2>',
  '<p>This Agreement shall be governed by the laws of England and Wales.</p>',
].join('\n');

describe('analyzing a generated draft', () => {
  it('reports two payment periods for the same invoices, quoting both clauses', async () => {
    const analysis = (await runTask({
      settings: { provider: 'local' },
      role: 'service-provider',
      title: 'Service Agreement',
      html: DRAFT_HTML,
    })) as ContractAnalysis;
    const conflicts = analysis.keyFindings.filter((finding) => finding.category === 'Internal consistency');
    expect(conflicts.map((finding) => finding.title)).toEqual(['Two payment periods for the same invoices']);
    expect(conflicts[0]?.quotedText).toBe('Payment terms: within 30 days of invoice.');
    expect(conflicts[0]?.relatedEvidence?.map((evidence) => evidence.quote)).toEqual([
      'The Service Provider shall invoice the Client and the Client shall pay each invoice within fourteen (14) days; late payments bear interest at 1.5% per month until paid.',
    ]);
    // The provider is the one paid: the shorter period is in its favour.
    expect(conflicts[0]?.recommendation).toMatch(/14 days[^.]*paid sooner/u);
  });
});
