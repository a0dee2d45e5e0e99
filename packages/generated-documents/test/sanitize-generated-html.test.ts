import { describe, expect, it } from 'vitest';
import { sanitizeGeneratedHtml } from '../src/index';

const HOSTILE = [
  '<h1 style="text-align: center; color: red; background: url(https://evil.example/x)" onclick="steal()">Title</h1>',
  '<script>alert(document.cookie)</script>',
  '<p style="text-align:right" onmouseover="x()">Paid <a href="javascript:alert(1)">here</a>',
  '<img src="x" onerror="alert(1)"><b>bold</b> <i>it</i></p>',
  '<style>body{display:none}</style><iframe src="https://evil.example"></iframe>',
  '<svg onload="alert(1)"><script>1</script></svg><form action="https://evil.example"><input name="a"></form>',
  '<ul><li><p>item</p></li></ul><p style="position:fixed">plain</p>',
].join('');

describe('generated HTML sanitiser', () => {
  it('keeps the editor marks and alignment and nothing executable', () => {
    const clean = sanitizeGeneratedHtml(HOSTILE);
    expect(clean).toBe(
      '<h1 style="text-align:center">Title</h1><p style="text-align:right">Paid here<strong>bold</strong> <em>it</em></p><ul><li><p>item</p></li></ul><p>plain</p>',
    );
    for (const executable of [
      '<script',
      'onerror',
      'onclick',
      'javascript:',
      '<iframe',
      '<svg',
      '<style',
      'url(',
      '<a ',
      '<form',
    ]) {
      expect(clean).not.toContain(executable);
    }
  });

  it('leaves clean editor HTML as it is', () => {
    const html =
      '<h2>1. Term</h2><p>The <strong>term</strong> is <em>two</em> years.<br>Signed.</p><h3 style="text-align:left">x</h3>';
    expect(sanitizeGeneratedHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizeGeneratedHtml('<p>1 &lt; 2 &amp; "quoted"</p>')).toBe('<p>1 &lt; 2 &amp; "quoted"</p>');
  });
});
