export {
  type AppConfig,
  ConfigError,
  loadConfig,
  type PaymentsProviderId,
  type StripePrices,
  type StripeSettings,
} from './config';
export { loadEnvFile } from './env-file';
export { type Env, envSchema, PLACEHOLDER_SECRET_PREFIX, secretVariables } from './env-schema';
