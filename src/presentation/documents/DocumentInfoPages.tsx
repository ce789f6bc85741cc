import { useDocumentsTranslation } from './use-documents-translation';
import { InfoPage } from '../shared/InfoPage';

/** DOC-03: the identity provider cannot be reached, or its URL cannot be trusted. */
export const UnableToVerifyPage = () => {
  const { t } = useDocumentsTranslation();
  return <InfoPage title={t('documents.unableTitle')} paragraphs={[t('documents.unableText')]} />;
};

/** DOC-03: the player's document verification is BLOCKED. */
export const BlockedDocumentPage = () => {
  const { t } = useDocumentsTranslation();
  return <InfoPage title={t('documents.blockedTitle')} paragraphs={[t('documents.blockedText')]} />;
};
