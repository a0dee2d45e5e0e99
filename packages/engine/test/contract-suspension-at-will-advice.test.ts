import { describe, expect, it } from 'vitest';
import { suspensionChange } from '../src/local/contract/suspension-terms';

// Every sentence below is written for these tests.

describe('advice on a suspension the holder may make at will', () => {
  it('asks for stated causes, not for a time to fix a cause the sentence never names', () => {
    const change =
      suspensionChange('Brightwick may suspend your account at any time for any reason.', 'recipient') ?? '';
    expect(change).toMatch(/only on causes the contract states/u);
    expect(change).not.toMatch(/put things right|once the cause is fixed/u);
  });

  it('still asks for time to pay before a suspension for non-payment', () => {
    const change =
      suspensionChange('Brightwick may suspend the Services if the Customer fails to pay any invoice.', 'recipient') ??
      '';
    expect(change).toMatch(/a period to pay or put things right before any suspension for non-payment/u);
  });
});
