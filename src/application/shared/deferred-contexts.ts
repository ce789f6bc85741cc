/**
 * Contexts whose code is not in the site's first script: their services and adapters load with the
 * first page that needs them (the home page never does), and are then bound like any other.
 */
export type DeferredContext = 'cashier' | 'contact' | 'documents' | 'embedded' | 'help' | 'join' | 'play' | 'redemption' | 'referral' | 'saferGambling' | 'twofactor' | 'verification';

export interface DeferredContexts {
  /** Settles once the context's services can be resolved; loads them on the first call only. */
  load(context: DeferredContext): Promise<void>;
  /** Whether the context's services are bound already (a page then renders without waiting). */
  isLoaded(context: DeferredContext): boolean;
}

export const DEFERRED_CONTEXTS: readonly DeferredContext[] = ['cashier', 'contact', 'documents', 'embedded', 'help', 'join', 'play', 'redemption', 'referral', 'saferGambling', 'twofactor', 'verification'];
