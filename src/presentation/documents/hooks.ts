import type { DocumentsService } from '../../application/documents/documents-service';
import { hasAnswered } from '../../application/shared/poll';
import { DocumentsTokens } from '../../application/documents/tokens';
import type { DocumentStatus } from '../../domain/documents';
import { useService } from '../shared/container';
import { useObservable } from '../shared/use-observable';

export const useDocumentsService = () => useService<DocumentsService>(DocumentsTokens.DocumentsService);

/** DOC-04: the player's document status, null while logged out or not known yet. */
export const useDocumentStatus = (): DocumentStatus | null => useDocumentStatusAnswer().status;

/** The status, and whether the platform has answered (a failure answers too: the status then stays unknown). */
export const useDocumentStatusAnswer = (): { readonly status: DocumentStatus | null; readonly answered: boolean } => {
  const state = useObservable(useDocumentsService().status$, null);
  return { status: state?.value?.status ?? null, answered: hasAnswered(state) };
};
