import { memo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { InboxMessage } from '../../domain/inbox';
import { useBusy } from '../shared/use-busy';
import { DeleteConfirmation } from './DeleteConfirmation';
import { messagePath } from './hooks';
import { MessageMeta } from './MessageMeta';

export interface RowActions {
  readonly markRead: (message: InboxMessage) => Promise<boolean>;
  readonly remove: (message: InboxMessage) => Promise<boolean>;
}

/**
 * One message of the list: its title (the link that opens it), a "New" mark when unread (words, not
 * only colour), its category and date, and its actions. Deleting asks first.
 */
export const MessageRow = memo(function MessageRow({ message, actions }: { readonly message: InboxMessage; readonly actions: RowActions }) {
  const { t } = useTranslation('inbox');
  const [confirming, setConfirming] = useState(false);
  const [busy, whileBusy] = useBusy();
  const deleteButton = useRef<HTMLButtonElement>(null);
  const unread = message.readAt === null;
  const cancel = () => {
    setConfirming(false);
    requestAnimationFrame(() => deleteButton.current?.focus());
  };
  return (
    <article className={`inbox-row${unread ? ' inbox-row--unread' : ''}`} aria-labelledby={`message-${message.id}`}>
      <div className="inbox-row__main">
        <Link id={`message-${message.id}`} className="inbox-row__title" to={messagePath(message.id)}>
          {unread ? <span className="visually-hidden">{t('inbox.unreadLabel')}: </span> : null}
          {message.title}
        </Link>
        {unread ? (
          <span className="inbox-row__new" aria-hidden="true">
            {t('inbox.unread')}
          </span>
        ) : null}
        <MessageMeta message={message} />
      </div>
      {confirming ? (
        <DeleteConfirmation busy={busy} onCancel={cancel} onConfirm={() => void whileBusy(() => actions.remove(message)).then((removed) => removed || setConfirming(false))} />
      ) : (
        <div className="inbox-row__actions">
          {unread ? (
            <button type="button" className="button button--ghost" disabled={busy} aria-label={t('inbox.markReadOf', { title: message.title })} onClick={() => void whileBusy(() => actions.markRead(message))}>
              {t('inbox.markRead')}
            </button>
          ) : null}
          <button ref={deleteButton} type="button" className="button button--ghost" aria-label={t('inbox.deleteOf', { title: message.title })} onClick={() => setConfirming(true)}>
            {t('inbox.delete')}
          </button>
        </div>
      )}
    </article>
  );
});
