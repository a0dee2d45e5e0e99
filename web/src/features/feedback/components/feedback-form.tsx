import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../hooks/use-toast';
import { FormField } from '../../auth/components/form-field';
import { EMPTY_FEEDBACK, type FeedbackFormValues, feedbackFormSchema } from '../feedback-form-schema';
import { useSendFeedback } from '../queries/use-send-feedback';
import { CaptchaField } from './captcha-field';

/** The landing page's feedback form (spec part 1 §2, §4, §8): four required fields and a captcha. */
export function FeedbackForm() {
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  // A new key remounts the captcha: a used token cannot be sent twice.
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const form = useForm<FeedbackFormValues>({
    resolver: zodResolver(feedbackFormSchema),
    defaultValues: EMPTY_FEEDBACK,
  });
  const { errors } = form.formState;

  const resetCaptcha = useCallback(() => {
    setCaptchaToken(null);
    setCaptchaGeneration((generation) => generation + 1);
  }, []);
  const sending = useSendFeedback({
    onSent: () => {
      form.reset(EMPTY_FEEDBACK);
      resetCaptcha();
    },
    onFailed: resetCaptcha,
  });

  const onSubmit = form.handleSubmit((values) => {
    if (!captchaToken) {
      toast({
        title: 'Verification Required',
        description: 'Please complete the reCAPTCHA verification.',
        variant: 'destructive',
      });
      return;
    }
    sending.mutate({ ...values, recaptchaToken: captchaToken });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="feedback-title" className="grid gap-3">
      <h2 id="feedback-title" className="font-semibold">
        Send Us Feedback
      </h2>
      <FormField id="feedback-name" label="Name" error={errors.name?.message}>
        {(control) => <Input autoComplete="name" aria-required="true" {...control} {...form.register('name')} />}
      </FormField>
      <FormField id="feedback-email" label="Email" error={errors.email?.message}>
        {(control) => (
          <Input type="email" autoComplete="email" aria-required="true" {...control} {...form.register('email')} />
        )}
      </FormField>
      <FormField id="feedback-subject" label="Subject" error={errors.subject?.message}>
        {(control) => <Input aria-required="true" {...control} {...form.register('subject')} />}
      </FormField>
      <FormField id="feedback-message" label="Message" error={errors.message?.message}>
        {(control) => <Textarea rows={3} aria-required="true" {...control} {...form.register('message')} />}
      </FormField>
      <CaptchaField key={captchaGeneration} onTokenChange={setCaptchaToken} />
      <Button type="submit" disabled={sending.isPending}>
        {sending.isPending ? 'Sending...' : 'Send Feedback'}
      </Button>
    </form>
  );
}
