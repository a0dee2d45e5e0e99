import { VALIDATION_MESSAGES } from '@doclens/api';
import { z } from 'zod';

function required(label: string) {
  return z.string().trim().min(1, `${label} is required`);
}

/** Spec part 1 §5: all four fields are required; the server applies its own length limits. */
export const feedbackFormSchema = z.object({
  name: required('Name'),
  email: required('Email').pipe(z.email(VALIDATION_MESSAGES.invalidEmail)),
  subject: required('Subject'),
  message: required('Message'),
});
export type FeedbackFormValues = z.infer<typeof feedbackFormSchema>;

export const EMPTY_FEEDBACK: FeedbackFormValues = { name: '', email: '', subject: '', message: '' };
