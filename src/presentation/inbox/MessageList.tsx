import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxState } from '../../application/inbox/inbox-service';
import { MessageRow, type RowActions } from './MessageRow';

/** A row's height before it is measured (title, meta and actions on a phone). */
const ESTIMATED_ROW_HEIGHT = 120;
/** Rows from the end at which the next page is asked for, so it is there before the player reaches it. */
const LOAD_AHEAD_ROWS = 10;

/**
 * The messages as a virtual list over the window's scroll: only the rows on screen (and a few either
 * side) are in the page, so 1,500 messages stay fast; each row says its place among all of them.
 * Nearing the end asks for the next page.
 */
export const MessageList = ({ state, actions, onLoadMore }: { readonly state: InboxState; readonly actions: RowActions; readonly onLoadMore: () => void }) => {
  const { t } = useTranslation('inbox');
  const listRef = useRef<HTMLUListElement>(null);
  const [offsetTop, setOffsetTop] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list !== null) setOffsetTop(list.getBoundingClientRect().top + window.scrollY);
  }, []);

  const { messages } = state;
  const virtualizer = useWindowVirtualizer({
    count: messages.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 4,
    scrollMargin: offsetTop,
    getItemKey: (index) => messages[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (state.hasMore && state.more === 'idle' && lastShown >= messages.length - LOAD_AHEAD_ROWS) onLoadMore();
  }, [lastShown, messages.length, state.hasMore, state.more, onLoadMore]);

  return (
    <>
      <ul ref={listRef} className="inbox-list" aria-label={t('inbox.listLabel')} style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const message = messages[item.index];
          if (message === undefined) return null;
          return (
            <li
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              className="inbox-list__item"
              aria-posinset={item.index + 1}
              aria-setsize={state.total}
              style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
            >
              <MessageRow message={message} actions={actions} />
            </li>
          );
        })}
      </ul>
      {state.more === 'loading' ? (
        <p className="inbox__more" role="status">
          {t('inbox.loadingMore')}
        </p>
      ) : state.more === 'failed' ? (
        <div className="inbox__more" role="alert">
          <p>{t('inbox.moreFailed')}</p>
          <button type="button" className="button button--secondary" onClick={onLoadMore}>
            {t('inbox.retry')}
          </button>
        </div>
      ) : null}
    </>
  );
};
