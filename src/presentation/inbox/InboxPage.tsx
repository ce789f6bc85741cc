import { isLeft } from 'fp-ts/Either';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { InboxMessage } from '../../domain/inbox';
import { useBusy } from '../shared/use-busy';
import { useInbox, useInboxService } from './hooks';
import { MessageList } from './MessageList';
import type { RowActions } from './MessageRow';
import './inbox.css';

type Told = { readonly tone: 'status' | 'alert'; readonly text: string } | null;

/** Where the keyboard goes once a message is gone: the next one's title, else the page's heading. */
const focusAfterRemoval = (next: InboxMessage | undefined, heading: HTMLElement | null) =>
  requestAnimationFrame(() => {
    const target = next === undefined ? null : document.getElementById(`message-${next.id}`);
    (target ?? heading)?.focus();
  });

/** `/account/messages`: the player's inbox, behind the header's message count. */
export const InboxPage = () => {
  const { t } = useTranslation('inbox');
  const service = useInboxService();
  const state = useInbox(service);
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [told, setTold] = useState<Told>((location.state as { told?: Told } | null)?.told ?? null);
  const [busy, whileBusy] = useBusy();

  useEffect(() => {
    void service.reload();
  }, [service]);

  const actions = useMemo<RowActions>(
    () => ({
      markRead: async (message) => {
        const result = await service.markRead(message.id);
        setTold(isLeft(result) ? { tone: 'alert', text: t('inbox.actionFailed') } : null);
        return !isLeft(result);
      },
      remove: async (message) => {
        const messages = service.current().messages;
        const next = messages[messages.findIndex((each) => each.id === message.id) + 1];
        const result = await service.remove(message.id);
        if (isLeft(result)) {
          setTold({ tone: 'alert', text: t('inbox.actionFailed') });
          return false;
        }
        setTold({ tone: 'status', text: t('inbox.deleted') });
        focusAfterRemoval(next, heading.current);
        return true;
      },
    }),
    [service, t],
  );
  const loadMore = useCallback(() => void service.loadMore(), [service]);
  const markAllRead = async () => {
    const result = await whileBusy(() => service.markAllRead());
    setTold(isLeft(result) ? { tone: 'alert', text: t('inbox.actionFailed') } : { tone: 'status', text: t('inbox.allRead') });
  };

  return (
    <section className="page inbox" aria-labelledby="inbox-title">
      <div className="inbox__head">
        <h1 id="inbox-title" ref={heading} tabIndex={-1}>
          {t('inbox.title')}
        </h1>
        {state.status === 'ready' && state.total > 0 ? (
          <p className="inbox__counts">
            {t('inbox.unreadCount', { count: state.unread })} · {t('inbox.totalCount', { count: state.total })}
          </p>
        ) : null}
        {state.status === 'ready' && state.unread > 0 ? (
          <button type="button" className="button button--secondary inbox__all-read" disabled={busy} onClick={() => void markAllRead()}>
            {t('inbox.markAllRead')}
          </button>
        ) : null}
      </div>
      <p className={told?.tone === 'alert' ? 'form__error' : 'inbox__told'} role={told?.tone ?? 'status'}>
        {told?.text}
      </p>
      {state.status === 'loading' ? (
        <p className="spinner" role="status">
          {t('inbox.loading')}
        </p>
      ) : state.status === 'failed' ? (
        <div className="page-failed" role="alert">
          <p>{t('inbox.failed')}</p>
          <button type="button" className="button button--primary" onClick={() => void service.reload()}>
            {t('inbox.retry')}
          </button>
        </div>
      ) : state.messages.length === 0 ? (
        <div className="inbox__empty">
          <h2>{t('inbox.emptyTitle')}</h2>
          <p>{t('inbox.emptyText')}</p>
        </div>
      ) : (
        <MessageList state={state} actions={actions} onLoadMore={loadMore} />
      )}
    </section>
  );
};
