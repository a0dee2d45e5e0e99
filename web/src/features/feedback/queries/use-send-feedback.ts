import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../hooks/use-toast';
import { sendFeedback } from '../api/feedback-api';

/** Sends feedback and tells the user how it went (spec part 1 §8). */
export function useSendFeedback({ onSent, onFailed }: { onSent: () => void; onFailed: () => void }) {
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => {
      toast({ title: 'Feedback Sent', description: "Thank you for your feedback! We'll get back to you soon." });
      onSent();
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to send feedback. Please try again.', variant: 'destructive' });
      onFailed();
    },
  });
}
