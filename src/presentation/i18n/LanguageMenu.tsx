import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage, useLanguageService } from './hooks';

/**
 * A language's own name ("Deutsch", "Español"): from the site's messages, else from the browser's own
 * list of names for a published language the site has no messages for, else its code.
 */
const ownNameOf = (code: string): string => {
  try {
    const name = new Intl.DisplayNames(code, { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    // Not a code the browser knows (Intl throws on a malformed one).
    return code;
  }
};

/** LANG-01: switch among the published languages. */
export const LanguageMenu = () => {
  const { t, i18n } = useTranslation('i18n');
  const service = useLanguageService();
  const language = useLanguage();
  const id = useId();
  if (service.published.length < 2) return null;
  return (
    <div className="language-menu">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select id={id} value={language} onChange={(event) => service.select(event.target.value)}>
        {service.published.map((code) => (
          <option key={code} value={code} lang={code}>
            {/* The browser's list is asked only when the messages lack the name: its first use loads its data (15 ms on a phone). */}
            {i18n.exists(`language.${code}`, { ns: 'i18n' }) ? t(`language.${code}`) : ownNameOf(code)}
          </option>
        ))}
      </select>
    </div>
  );
};
