import { Suspense } from 'react';
import { useDocumentsTranslation } from './use-documents-translation';
import { Link } from 'react-router-dom';
import { documentAlertOf, type DocumentStatus } from '../../domain/documents';
import { useSession } from '../session/hooks';
import { useSettled } from '../shared/HoldUntilSettled';
import { RequireContext } from '../shared/RequireContext';
import { useDocumentStatusAnswer } from './hooks';
import './documents.css';

const actionKey = { PHONE_NOT_VALIDATED: 'actionPhone', REQUESTED: 'actionDocument', INVALID: 'actionDocument', BLOCKED: 'actionBlocked' } as const;

/**
 * DOC-05: the account area's document alert, and the document status handed to what depends on it
 * (the two-factor reminder gives way to a document that needs the player).
 */
export const DocumentAlert = ({ children }: { readonly children?: (status: DocumentStatus | null) => React.ReactNode }) => (
  <Suspense fallback={children?.(null) ?? null}>
    <RequireContext context="documents">
      <Alert>{children}</Alert>
    </RequireContext>
  </Suspense>
);

const Alert = ({ children }: { readonly children?: ((status: DocumentStatus | null) => React.ReactNode) | undefined }) => {
  const { t } = useDocumentsTranslation();
  const session = useSession();
  const { status, answered } = useDocumentStatusAnswer();
  useSettled('documents', answered);
  const alert = session.status === 'authenticated' ? documentAlertOf(session.user.phoneStatus, status) : null;
  return (
    <>
      {alert === null ? null : (
        <aside className="banner banner--warning document-alert" aria-label={t('documents.title')} data-reason={alert.reason}>
          <span>{t(`documents.alert.${alert.reason}`)}</span>{' '}
          <Link to={alert.path}>{t(`documents.alert.${actionKey[alert.reason]}`)}</Link>
        </aside>
      )}
      {children?.(status)}
    </>
  );
};
