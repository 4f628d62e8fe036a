/**
 * Runtime request schemas (TypeBox / JSON Schema) of every endpoint, for the
 * server's validation. A separate entry so clients that only call the API do
 * not bundle them.
 */
export * from './schemas/index.ts';
