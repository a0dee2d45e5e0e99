import { describe, expect, it } from 'vitest';
import { plainText, standaloneHtml } from './generated-document-export';

describe('downloads of a generated document', () => {
  it('HTML is a standalone page with the title escaped', () => {
    const html = standaloneHtml('Acme <script>alert(1)</script> NDA', '<h1>NDA</h1><p>Text</p>');
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<title>Acme &lt;script&gt;alert(1)&lt;/script&gt; NDA</title>');
    expect(html).toContain('<body>\n<h1>NDA</h1><p>Text</p>\n</body>');
    expect(html).not.toMatch(/<script|<link|src=/);
  });

  it('text is the plain text, one line per block and list items as dashes', () => {
    expect(plainText('<h1>NDA</h1><p>Acme &amp; Beta</p><ul><li><p>One</p></li><li><p>Two</p></li></ul>')).toBe(
      'NDA\nAcme & Beta\n- One\n- Two\n',
    );
  });
});
