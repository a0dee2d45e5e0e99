export {
  consumeEmailToken,
  type EmailTokenOutcome,
  type EmailTokenRejection,
  type IssuedEmailToken,
  issueEmailToken,
} from './email-tokens';
export { generateSecretToken, hashSecretToken } from './secret-token';
