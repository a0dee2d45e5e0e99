import { PLANS, type PlanId } from '@doclens/api';
import { HttpError } from '../http/http-errors';

/** The answers to a refused upload, worded as the spec's upload checks (part 1 §5). */
export const ONLY_PDF_FILES_MESSAGE = 'Only PDF files are allowed';
export const EMPTY_FILE_MESSAGE = 'File appears to be empty';
export const NO_FILE_MESSAGE = 'Please choose a PDF file to upload.';
export const TOO_MANY_FILES_MESSAGE = 'Too many files';
export const MALFORMED_UPLOAD_MESSAGE = 'The upload could not be read. Please try again.';

export function fileTooLargeMessage(plan: PlanId): string {
  return `File size exceeds ${PLANS[plan].maxFileSizeMb}MB limit for ${plan} plan`;
}

export function monthlyUploadLimitMessage(used: number, limit: number): string {
  return `Monthly upload limit reached. You've used ${used}/${limit} uploads this month. Upgrade your plan to upload more.`;
}

export function notAPdf(): HttpError {
  return new HttpError(400, ONLY_PDF_FILES_MESSAGE);
}

export function emptyFile(): HttpError {
  return new HttpError(400, EMPTY_FILE_MESSAGE);
}

export function fileTooLarge(plan: PlanId): HttpError {
  return new HttpError(413, fileTooLargeMessage(plan));
}

export function monthlyUploadLimitReached(used: number, limit: number): HttpError {
  return new HttpError(403, monthlyUploadLimitMessage(used, limit));
}
