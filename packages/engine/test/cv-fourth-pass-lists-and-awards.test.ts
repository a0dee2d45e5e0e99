import { describe, expect, it } from 'vitest';
import { isKeyboardFiller } from '../src/local/cv/keyboard-filler';
import { analyzeCvText as analyzeText, cvStatementsOf as statementsOf } from './result-checks';
import { storeroomCv as cvWith } from './storeroom-cv';

describe('a list of real words is not keyboard filler', () => {
  it('leaves a comma-separated keyword list alone and still finds filler', () => {
    expect(isKeyboardFiller('ad, data, date, tea, eat, tat')).toBe(false);
    expect(isKeyboardFiller('qwqw QW wq QW wq qwwq WQ')).toBe(true);
  });

  it('raises no filler red flag for a Skills list', async () => {
    const result = await analyzeText(
      cvWith('Counted and stacked the gloves and masks for six wards.').replace(
        'Education',
        'Skills\nad, data, date, tea, eat, tat\n\nEducation',
      ),
    );
    expect(statementsOf(result).join(' ')).not.toMatch(/keyboard filler/iu);
  });
});

describe('an award or recognition is not a duty line', () => {
  it('does not cite a line of recognition as a duty', async () => {
    const result = await analyzeText(
      cvWith(
        [
          'Received high marks from the infection control inspectors.',
          'Earned the staff award for the tidiest storeroom in the trust.',
          'Mopped the storeroom floors at the end of each shift.',
        ].join('\n'),
      ),
    );
    const said = statementsOf(result).join(' ');
    expect(said).not.toMatch(/“received/iu);
    expect(said).not.toMatch(/“earned/iu);
  });

  it('does not cite a line under an Achievements heading as a duty', async () => {
    const result = await analyzeText(
      cvWith('Reduced glove waste by 20% across six wards.').replace(
        'Education',
        'Achievements\nKept the storeroom open through the winter floods.\nStocked the flood shelter for the night shifts.\n\nEducation',
      ),
    );
    expect(statementsOf(result).join(' ')).not.toMatch(/“kept/iu);
  });
});
