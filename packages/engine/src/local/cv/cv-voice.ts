import type { CvParameters } from '@doclens/api';

/** Job seekers read about "your CV"; employers and recruiters about "the candidate". */
export interface CvVoice {
  /** "Your CV" / "The candidate's CV" */
  cv: string;
  /** "you" / "the candidate" */
  who: string;
}

export function voiceFor(perspective: CvParameters['perspective']): CvVoice {
  return perspective === 'job-seeker'
    ? { cv: 'Your CV', who: 'you' }
    : { cv: 'The candidate’s CV', who: 'the candidate' };
}
