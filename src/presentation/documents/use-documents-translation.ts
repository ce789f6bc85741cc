import { useTranslation } from 'react-i18next';
import { en } from './translations/en';
import { es } from './translations/es';

/** The documents namespace, in every language the site has. */
export const DOCUMENTS_MESSAGES = { en, es } as const;

/**
 * `useTranslation('documents')`, with the namespace added to the app's i18next instance first. The
 * documents' messages travel with the documents' chunks, not in the first script, which has no room
 * (a deferred context's strings are only ever shown by its own components).
 */
export const useDocumentsTranslation = () => {
  const { i18n } = useTranslation();
  for (const [language, messages] of Object.entries(DOCUMENTS_MESSAGES)) {
    if (!i18n.hasResourceBundle(language, 'documents')) i18n.addResourceBundle(language, 'documents', messages);
  }
  return useTranslation('documents');
};
