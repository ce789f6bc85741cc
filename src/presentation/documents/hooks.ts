import type { DocumentsService } from '../../application/documents/documents-service';
import { DocumentsTokens } from '../../application/documents/tokens';
import type { DocumentStatus } from '../../domain/documents';
import { useService } from '../shared/container';
import { useObservable } from '../shared/use-observable';

export const useDocumentsService = () => useService<DocumentsService>(DocumentsTokens.DocumentsService);

/** DOC-04: the player's document status, null while logged out or not known yet. */
export const useDocumentStatus = (): DocumentStatus | null => {
  const state = useObservable(useDocumentsService().status$, null);
  return state?.value?.status ?? null;
};
