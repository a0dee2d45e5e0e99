/** An error whose message is meant for the user; the error handler sends it as `{ message }`. */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

export function serviceUnavailable(): HttpError {
  return new HttpError(503, SERVICE_UNAVAILABLE_MESSAGE);
}
