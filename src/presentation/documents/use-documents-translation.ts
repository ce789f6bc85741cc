import { useTranslation } from 'react-i18next';

/** The documents namespace (its English messages load with the other deferred pages' messages). */
export const useDocumentsTranslation = () => useTranslation('documents');
