import { describe, expect, it } from 'vitest';
import { toldOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Terms of service written for these tests: the user grants a "perpetual" licence to what it posts, and another
// section has the service stop using the content when the user leaves.

function terms(...leaving: string[]): string {
  return [
    'Terms of Service',
    'These terms govern your use of the Pinewood Notes service ("Service") run by Pinewood Apps Inc. ("we", "us"). By using the Service you accept them.',
    '1. You keep ownership of the notes you post. When you post content to the Service, you grant us a worldwide, royalty-free, perpetual licence to host, copy, adapt and display your content in order to run the Service.',
    '2. You are responsible for your content and you must have the rights to post it.',
    '3. You may close your account at any time from your settings page.',
    ...leaving,
    '5. We may change these terms; if you keep using the Service after a change, you accept the changed terms.',
    '6. You must not use the Service to post unlawful material, and you must keep your password secret.',
    '7. These terms are governed by the laws of the State of Vermont.',
  ].join('\n\n');
}

const STOPS =
  '4. When you close your account, we will delete your content from the Service within thirty days and cease all use of it.';
const TRIES =
  '4. Upon termination of your account we shall make reasonable efforts to remove your content and to stop using your content, though copies may remain in backups for a time.';
const TITLE = 'Irrevocable or perpetual license';

describe('a perpetual licence to the user’s content that the terms end when the user leaves', () => {
  it('is not told as running on after the user leaves where the service ceases all use', async () => {
    const told = toldOn(await analyzeContractText(terms(STOPS), { role: 'client' }), TITLE);
    expect(told).not.toMatch(/runs on after the relationship ends/u);
    expect(told).not.toMatch(/keep using it after you leave/u);
    expect(told).toMatch(/stop using your content when you leave/u);
  });

  it('says only efforts are promised where the service tries to stop', async () => {
    const told = toldOn(await analyzeContractText(terms(TRIES), { role: 'client' }), TITLE);
    expect(told).toMatch(/reasonable efforts to stop using your content/u);
    expect(told).not.toMatch(/keep using it after you leave/u);
  });

  it('still tells a perpetual licence as running on where nothing ends its use', async () => {
    const told = toldOn(await analyzeContractText(terms(), { role: 'client' }), TITLE);
    expect(told).toMatch(/runs on after the relationship ends|keep using it after you leave/u);
  });
});
