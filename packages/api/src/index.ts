export * from './auth-schemas';
export * from './plans';
export * from './validation-messages';
