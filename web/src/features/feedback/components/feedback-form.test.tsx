import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/app-providers';
import { createQueryClient } from '../../../lib/query-client';
import { type ApiHandler, jsonBodyOf, jsonResponse, mockApi } from '../../../test/mock-api';
import type { CaptchaProps } from './captcha-props';
import { FeedbackForm } from './feedback-form';

// The real widget solves a proof of work in a Web Worker; this stand-in verifies on a click.
vi.mock('./altcha-captcha', () => ({
  AltchaCaptcha: ({ onTokenChange }: CaptchaProps) => {
    const [verified, setVerified] = useState(false);
    return verified ? (
      <p>Verified</p>
    ) : (
      <button
        type="button"
        onClick={() => {
          setVerified(true);
          onTokenChange('altcha-payload');
        }}
      >
        I'm not a robot
      </button>
    );
  },
}));

const altchaConfig: ApiHandler = () => jsonResponse({ siteKey: null, provider: 'altcha' });

function renderForm(sendFeedback: ApiHandler = () => jsonResponse({ message: 'Feedback sent' })) {
  const sent = vi.fn(sendFeedback);
  mockApi({ 'GET /api/recaptcha-site-key': altchaConfig, 'POST /api/send-feedback': sent });
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <FeedbackForm />
    </AppProviders>,
  );
  return { user, sent };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Grace Hopper');
  await user.type(screen.getByLabelText('Email'), 'grace@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Lovely tool');
  await user.type(screen.getByLabelText('Message'), 'The contract preview saved me an hour.');
}

const toastRegion = () => screen.getByRole('region', { name: /Notifications/ });

describe('feedback form', () => {
  it('has an email-type email field and a three-row message', () => {
    renderForm();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '3');
  });

  it('requires every field and sends nothing while one is empty', async () => {
    const { user, sent } = renderForm();
    await user.click(await screen.findByRole('button', { name: "I'm not a robot" }));
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(`${label} is required`);
    }
    expect(sent).not.toHaveBeenCalled();
  });

  it('asks for verification and sends nothing without a captcha answer', async () => {
    const { user, sent } = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(toastRegion()).toHaveTextContent('Verification Required');
    expect(toastRegion()).toHaveTextContent('Please complete the reCAPTCHA verification.');
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the message with the captcha payload, thanks the user, and clears the form and captcha', async () => {
    let finish: () => void = () => {};
    const { user, sent } = renderForm(
      () => new Promise<Response>((resolve) => (finish = () => resolve(jsonResponse({ message: 'Feedback sent' })))),
    );
    await fillIn(user);
    await user.click(await screen.findByRole('button', { name: "I'm not a robot" }));
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(jsonBodyOf(sent.mock.calls[0]?.[0].init)).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      subject: 'Lovely tool',
      message: 'The contract preview saved me an hour.',
      recaptchaToken: 'altcha-payload',
    });
    finish();

    await waitFor(() => expect(toastRegion()).toHaveTextContent('Feedback Sent'));
    expect(toastRegion()).toHaveTextContent("Thank you for your feedback! We'll get back to you soon.");
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(await screen.findByRole('button', { name: "I'm not a robot" })).toBeInTheDocument();
  });

  it('says so when sending fails, and keeps what was typed', async () => {
    const { user } = renderForm(() => new Response('Service unavailable', { status: 503 }));
    await fillIn(user);
    await user.click(await screen.findByRole('button', { name: "I'm not a robot" }));
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await waitFor(() => expect(toastRegion()).toHaveTextContent('Failed to send feedback. Please try again.'));
    expect(toastRegion()).toHaveTextContent('Error');
    expect(screen.getByLabelText('Name')).toHaveValue('Grace Hopper');
  });

  it('only logs a captcha configuration failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ 'GET /api/recaptcha-site-key': () => new Response('boom', { status: 500 }) });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <FeedbackForm />
      </AppProviders>,
    );
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: "I'm not a robot" })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Feedback' })).toBeEnabled();
  });
});
