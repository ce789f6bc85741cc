export const SharedTokens = {
  Clock: Symbol.for('shared.Clock'),
  PageVisibility: Symbol.for('shared.PageVisibility'),
  Logger: Symbol.for('shared.Logger'),
  Scheduler: Symbol.for('shared.Scheduler'),
  Notices: Symbol.for('shared.Notices'),
  Visibility: Symbol.for('shared.Visibility'),
  DeferredContexts: Symbol.for('shared.DeferredContexts'),
  BreakSignal: Symbol.for('shared.BreakSignal'),
  NetworkStatus: Symbol.for('shared.NetworkStatus'),
  Random: Symbol.for('shared.Random'),
  Reachability: Symbol.for('shared.Reachability'),
} as const;
