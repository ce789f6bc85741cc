import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface SearchRequest {
  /** Someone (the bottom bar) asked for the header's search, and it has not opened yet. */
  readonly pending: boolean;
  readonly request: () => void;
  readonly acknowledge: () => void;
}

const SearchRequestContext = createContext<SearchRequest | null>(null);

/**
 * Lets another part of the page open the header's search. The request waits until the search
 * takes it, because the search loads in a chunk of its own and may not be there yet.
 */
export const SearchRequestProvider = ({ children }: { readonly children: ReactNode }) => {
  const [pending, setPending] = useState(false);
  const request = useCallback(() => setPending(true), []);
  const acknowledge = useCallback(() => setPending(false), []);
  const value = useMemo(() => ({ pending, request, acknowledge }), [pending, request, acknowledge]);
  return <SearchRequestContext.Provider value={value}>{children}</SearchRequestContext.Provider>;
};

export const useSearchRequest = (): SearchRequest => {
  const value = useContext(SearchRequestContext);
  if (value === null) throw new Error('useSearchRequest must be used within a SearchRequestProvider');
  return value;
};
