import { useTranslation } from 'react-i18next';
import type { CaptchaCheck } from './login-form';

/** AUTH-03: "I am not a robot", shown once the platform asks for a captcha. */
export const CaptchaCheckbox = ({ captcha, onCheck }: { readonly captcha: CaptchaCheck; readonly onCheck: () => void }) => {
  const { t } = useTranslation('login');
  if (captcha.status === 'hidden') return null;
  const checking = captcha.status === 'checking';
  const passed = captcha.status === 'passed';
  return (
    <>
      <label className="form__captcha">
        <input type="checkbox" checked={passed} disabled={checking || passed} onChange={onCheck} />
        <span>{checking ? t('login.captcha.checking') : passed ? t('login.captcha.done') : t('login.captcha.label')}</span>
      </label>
      {captcha.status === 'failed' ? <p className="form__field-error">{t('login.captcha.failed')}</p> : null}
    </>
  );
};
