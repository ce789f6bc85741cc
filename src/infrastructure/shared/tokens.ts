/** Bindings only the infrastructure knows: the transport, and the in-memory platform of the tests. */
export const InfrastructureTokens = {
  HttpClient: Symbol.for('infrastructure.HttpClient'),
  InMemoryPlatform: Symbol.for('infrastructure.InMemoryPlatform'),
} as const;
