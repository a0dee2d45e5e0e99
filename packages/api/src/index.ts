export * from './analysis';
export * from './analysis-parameters';
export * from './auth-schemas';
export * from './document-schemas';
export * from './html-escape';
export * from './legal-glossary';
export * from './plans';
export * from './validation-messages';
