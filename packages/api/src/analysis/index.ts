export * from './analysis-common';
export * from './analysis-result';
export * from './contract-analysis';
export * from './cv-analysis';
export * from './essay-analysis';
export * from './evidence';
export * from './other-analysis';
