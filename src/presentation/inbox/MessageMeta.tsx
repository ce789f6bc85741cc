import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '../../domain/inbox';
import { dateTimeText } from '../shared/date-time-text';

/** The category and when the message was sent: what a row and the message page say under the title. */
export const MessageMeta = ({ message }: { readonly message: InboxMessage }) => {
  const { t, i18n } = useTranslation('inbox');
  return (
    <span className="inbox-meta">
      <span className={`inbox-meta__category inbox-meta__category--${message.category}`}>{t(`category.${message.category}`)}</span>
      <time dateTime={message.sentAt.toISOString()}>{t('inbox.sent', { date: dateTimeText(message.sentAt, i18n.language) })}</time>
    </span>
  );
};
