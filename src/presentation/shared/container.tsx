import type { Container } from 'inversify';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

const ContainerContext = createContext<Container | null>(null);

export const ContainerProvider = ({ container, children }: { readonly container: Container; readonly children: ReactNode }) => (
  <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>
);

/** The container itself, for services of a deferred context bound after the first render. */
export const useContainer = (): Container => {
  const container = useContext(ContainerContext);
  if (container === null) throw new Error('useContainer must be used within a ContainerProvider');
  return container;
};

/** Resolves a service once per component. */
export const useService = <T,>(token: symbol): T => {
  const container = useContext(ContainerContext);
  if (container === null) throw new Error('useService must be used within a ContainerProvider');
  return useMemo(() => container.get<T>(token), [container, token]);
};
