import { describe, expect, it } from 'vitest';
import { createdMessage, givesOutline } from './draft-wording';

describe('what the generator says it made', () => {
  it('names the type as a sentence would, and an outline as an outline', () => {
    expect(createdMessage('Screenplay', true)).toBe('Your screenplay outline has been created.');
    expect(createdMessage('CV/Resume', true)).toBe('Your CV outline has been created.');
    expect(createdMessage('Service Agreement', false)).toBe('Your service agreement has been created.');
    expect(createdMessage('  Wedding Speech ', true)).toBe('Your wedding speech outline has been created.');
  });

  it('calls only the built-in generator’s general and untemplated drafts outlines', () => {
    const local = { writesFullDrafts: false };
    expect(givesOutline('Cover Letter', local)).toBe(true);
    expect(givesOutline('Wedding Speech', local)).toBe(true);
    expect(givesOutline('Rental Agreement', local)).toBe(false);
    expect(givesOutline('Essay', { writesFullDrafts: true })).toBe(false);
    expect(givesOutline('Essay', undefined)).toBeUndefined();
  });
});
