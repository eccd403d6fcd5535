export * from './agents';
export * from './enums';
export * from './tenancy';
export * from './testing';
export * from './llm';
export * from './concurrency';
export * from './scoring';
export * from './members';
