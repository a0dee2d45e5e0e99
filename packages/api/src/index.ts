export * from './analysis';
export * from './analysis-parameters';
export * from './auth-schemas';
export * from './document-schemas';
export * from './plans';
export * from './validation-messages';
export * from './legal-glossary';
