import { isLeft, type Either } from 'fp-ts/Either';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { InboxMessage, MessageId } from '../../domain/inbox';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { useBusy } from '../shared/use-busy';
import { DeleteConfirmation } from './DeleteConfirmation';
import { INBOX_PATH, useInboxService } from './hooks';
import { MessageMeta } from './MessageMeta';
import { paragraphsOf } from './paragraphs';
import './inbox.css';

type Opened = { readonly status: 'loading' } | { readonly status: 'open'; readonly message: InboxMessage } | { readonly status: 'gone' } | { readonly status: 'failed' };

const openedFrom = (result: Either<GatewayError, InboxMessage>): Opened => {
  if (!isLeft(result)) return { status: 'open', message: result.right };
  return result.left.code === 'HTTP' && result.left.status === 404 ? { status: 'gone' } : { status: 'failed' };
};

/** `/account/messages/{id}`: one message, read (opening it marks it read); deleting it goes back to the inbox. */
export const MessagePage = () => {
  const { t } = useTranslation('inbox');
  const { id = '' } = useParams();
  const service = useInboxService();
  const navigate = useNavigate();
  const [opened, setOpened] = useState<Opened>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, whileBusy] = useBusy();

  useEffect(() => {
    let current = true;
    setOpened({ status: 'loading' });
    void service.open(id as MessageId).then((result) => current && setOpened(openedFrom(result)));
    return () => {
      current = false;
    };
  }, [service, id, attempt]);

  const remove = async () => {
    const result = await whileBusy(() => service.remove(id as MessageId));
    if (isLeft(result)) {
      setFailed(true);
      setConfirming(false);
      return;
    }
    navigate(INBOX_PATH, { state: { told: { tone: 'status', text: t('inbox.deleted') } } });
  };

  const back = (
    <Link className="inbox-message__back" to={INBOX_PATH}>
      {t('inbox.back')}
    </Link>
  );
  if (opened.status !== 'open') {
    return (
      <section className="page inbox-message" aria-labelledby="message-title">
        {back}
        <h1 id="message-title">{t('inbox.title')}</h1>
        {opened.status === 'loading' ? (
          <p className="spinner" role="status">
            {t('inbox.loading')}
          </p>
        ) : opened.status === 'gone' ? (
          <p role="alert">{t('inbox.notFound')}</p>
        ) : (
          <div className="page-failed" role="alert">
            <p>{t('inbox.openFailed')}</p>
            <button type="button" className="button button--primary" onClick={() => setAttempt((value) => value + 1)}>
              {t('inbox.retry')}
            </button>
          </div>
        )}
      </section>
    );
  }
  const { message } = opened;
  return (
    <article className="page inbox-message" aria-labelledby="message-title">
      {back}
      <h1 id="message-title">{message.title}</h1>
      <p className="inbox-message__meta">
        <MessageMeta message={message} />
      </p>
      <div className="inbox-message__body card">
        {paragraphsOf(message.body).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {failed ? (
        <p className="form__error" role="alert">
          {t('inbox.actionFailed')}
        </p>
      ) : null}
      {confirming ? (
        <DeleteConfirmation busy={busy} onConfirm={() => void remove()} onCancel={() => setConfirming(false)} />
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
          {t('inbox.delete')}
        </button>
      )}
    </article>
  );
};
