export * from './agents';
export * from './enums';
export * from './tenancy';
export * from './testing';
export * from './concurrency';
