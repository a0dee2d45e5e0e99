import { maxFileSizeBytes, PLANS, type PlanId } from '@doclens/api';

export interface UploadFileProblem {
  title: 'Invalid file' | 'File too large for your plan';
  message: string;
  /** True when a bigger plan would accept the file. */
  suggestsUpgrade: boolean;
}

/** The client checks of spec part 1 §5, in the spec's order; null when the file may be sent. */
export function checkUploadFile(file: File, plan: PlanId): UploadFileProblem | null {
  if (!file.type.includes('pdf')) {
    return { title: 'Invalid file', message: 'Only PDF files are allowed', suggestsUpgrade: false };
  }
  if (file.size === 0) return { title: 'Invalid file', message: 'File appears to be empty', suggestsUpgrade: false };
  if (file.size > maxFileSizeBytes(plan)) {
    return {
      title: 'File too large for your plan',
      message: `File size exceeds ${PLANS[plan].maxFileSizeMb}MB limit for ${plan} plan`,
      suggestsUpgrade: plan !== 'enterprise',
    };
  }
  return null;
}
