import { useDocumentsTranslation } from './use-documents-translation';
import { Link, useSearchParams } from 'react-router-dom';
import { isSuccessfulTransaction, VALIDATE_DOCUMENT_PATH } from '../../domain/documents';

/** DOC-02: SUCCESS says the document is being processed; any other transactionStatus is an error. */
export const DocumentResultPage = () => {
  const { t } = useDocumentsTranslation();
  const [params] = useSearchParams();
  const succeeded = isSuccessfulTransaction(params.get('transactionStatus'));
  return (
    <section className="page page--narrow" aria-labelledby="document-result-title">
      <h1 id="document-result-title">{t('documents.resultTitle')}</h1>
      {succeeded ? (
        <p role="status">{t('documents.processing')}</p>
      ) : (
        <>
          <p role="alert">{t('documents.failed')}</p>
          <p>
            <Link to={VALIDATE_DOCUMENT_PATH}>{t('documents.tryAgain')}</Link>
          </p>
        </>
      )}
      <Link to="/account">{t('documents.backToAccount')}</Link>
    </section>
  );
};
