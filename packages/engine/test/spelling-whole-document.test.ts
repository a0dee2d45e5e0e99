import { describe, expect, it } from 'vitest';
import { spellingIn } from './spelling-shown';

describe('spelling fixes read from the whole essay', () => {
  it('offer the word the writer spells right elsewhere, with letters left out', async () => {
    expect(await spellingIn('The drigbles flew low over the town. Three dirigibles were moored there.')).toEqual([
      'drigbles → dirigibles',
    ]);
  });

  it('give one misspelling one fix wherever it stands', async () => {
    expect(await spellingIn('The storm was extream. People ran out of the extream and hid.')).toEqual([
      'extream → extreme',
      'extream → extreme',
    ]);
  });

  it('take no capital at the start of a sentence for a name', async () => {
    expect(await spellingIn('Look it up on the internent! Internent searches are quick.')).toEqual([
      'internent → internet',
    ]);
  });
});
