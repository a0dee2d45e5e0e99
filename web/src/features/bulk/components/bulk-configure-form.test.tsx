import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BulkConfigureForm } from './bulk-configure-form';

describe('BulkConfigureForm', () => {
  it('starts a data extraction by default, and an AI summary ranked by a criterion once chosen', async () => {
    const user = userEvent.setup();
    const onStart = vi.fn();
    render(<BulkConfigureForm fileCount={2} busy={false} onBack={() => undefined} onStart={onStart} />);
    expect(screen.getByRole('radio', { name: /Data extraction/ })).toBeChecked();

    await user.type(screen.getByLabelText('Analysis name'), 'Leases');
    await user.click(screen.getByRole('radio', { name: /AI summary/ }));
    expect(screen.getByRole('radio', { name: /Data extraction/ })).not.toBeChecked();
    await user.type(screen.getByLabelText(/Criterion/), 'Lowest rent');
    await user.click(screen.getByRole('button', { name: 'Start Analysis' }));

    expect(onStart).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Leases', analysisType: 'ai_summary', summaryParameter: 'Lowest rent' }),
    );
  });
});
