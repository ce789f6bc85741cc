import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpFeedback } from '../../domain/help';
import { useObservable } from '../shared/use-observable';
import { ContactOptions } from './ContactOptions';
import { useHelpFeedback } from './hooks';

/** HELP-04: unanswered → yes (thanks shown) or no (the panel is replaced by the contact options). */
export const FeedbackPanel = ({ contentId }: { readonly contentId: string }) => {
  const { t } = useTranslation('help');
  const feedback = useHelpFeedback();
  const feedback$ = useMemo(() => feedback.feedback$(contentId), [feedback, contentId]);
  const state = useObservable<HelpFeedback>(feedback$, feedback.current(contentId));
  if (state === 'no') return <ContactOptions headingId="help-feedback-title" heading={t('help.cantFindTitle')} text={t('help.feedbackSorry')} />;
  return (
    <section className="help-feedback" aria-labelledby="help-feedback-title">
      <h2 id="help-feedback-title">{t('help.feedbackQuestion')}</h2>
      {state === 'yes' ? (
        <p role="status">{t('help.feedbackThanks')}</p>
      ) : (
        <div className="help-feedback__answers">
          <button type="button" onClick={() => void feedback.answer(contentId, true)}>
            {t('help.yes')}
          </button>
          <button type="button" onClick={() => void feedback.answer(contentId, false)}>
            {t('help.no')}
          </button>
        </div>
      )}
    </section>
  );
};
