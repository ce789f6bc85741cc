/** Bindings only the infrastructure knows: the transport and the in-memory platform of the tests. */
export const InfrastructureTokens = {
  Fetch: Symbol.for('infrastructure.Fetch'),
  HttpClient: Symbol.for('infrastructure.HttpClient'),
  InMemoryPlatform: Symbol.for('infrastructure.InMemoryPlatform'),
} as const;
