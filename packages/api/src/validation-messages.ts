/** The texts users see for invalid input, as the spec words them. */
export const VALIDATION_MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 6 characters.',
  passwordTooLong: 'Password must be at most 256 characters.',
  passwordTooCommon: 'This password is too common. Please choose a less guessable one.',
  nameTooShort: 'Name must be at least 2 characters.',
  nameTooLong: 'Name must be at most 100 characters.',
  confirmPasswordMissing: 'Please confirm your password.',
  passwordsDontMatch: "Passwords don't match.",
  verificationTokenMissing: 'No verification token provided',
  resetTokenMissing: 'No reset token provided',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
