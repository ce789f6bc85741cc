import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage, useLanguageService } from './hooks';

/** LANG-01: switch among the published languages. */
export const LanguageMenu = () => {
  const { t } = useTranslation('i18n');
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
            {t(`language.${code}`, { defaultValue: code.toUpperCase() })}
          </option>
        ))}
      </select>
    </div>
  );
};
