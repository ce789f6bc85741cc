import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice, NoticeService } from '../../application/shared/notices';
import { useNoticeService } from './hooks';
import { whenIdle } from '../app/idle';
import { lazyPart } from './lazy-part';
import { useIsDesktop } from './use-media-query';
import { useObservable } from './use-observable';

/** The offline notice and the back-off behind it: a chunk of its own, loaded once the page is idle. */
const Reachability = lazyPart(() => import('./ReachabilityNotice').then((module) => module.ReachabilityNotice), () => null);

/** How many notices show at once: two on a phone, where a stack would cover the page; older ones wait their turn. */
export const NOTICES_AT_ONCE = { phone: 2, desktop: 3 } as const;

/** How long a notice that leaves by itself stays, counted again whenever the pointer or the focus leaves it. */
export const NOTICE_MS = { short: 8_000, long: 20_000 } as const;

const durationOf = (notice: Notice): number | null => {
  const lasts = notice.lasts ?? 'short';
  // An error stays until the player has seen it and dismissed it.
  if (notice.kind === 'error' || lasts === 'until-dismissed') return null;
  return NOTICE_MS[lasts];
};

const NoticeItem = ({ notice, notices }: { readonly notice: Notice; readonly notices: NoticeService }) => {
  const { t } = useTranslation('app');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const duration = durationOf(notice);
  useEffect(() => {
    if (duration === null || hovered || focused) return undefined;
    const timer = setTimeout(() => notices.dismiss(notice.id), duration);
    return () => clearTimeout(timer);
  }, [notices, notice.id, duration, hovered, focused]);
  return (
    <div
      className={`notice notice--${notice.kind}`}
      role={notice.kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
    >
      <span>{notice.text ?? t(notice.key, notice.params)}</span>
      <button type="button" className="notice__dismiss" onClick={() => notices.dismiss(notice.id)} aria-label={t('common.dismiss')}>
        ×
      </button>
    </div>
  );
};

/**
 * Messages for the player (logout, expiry, saved PIN, failures), in one area at the foot of the
 * screen, where they cover no header, menu or heading. Information leaves by itself; errors stay.
 * The newest two on a phone, three on a larger screen; older ones follow as those leave.
 */
export const Notices = () => {
  const notices = useNoticeService();
  const list = useObservable(notices.notices$, notices.current());
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  // The newest, which answer what the player just did; an older one shows once they leave, and its time
  // starts then, so each is on screen as long as it should be.
  const shown = list.slice(-(useIsDesktop() ? NOTICES_AT_ONCE.desktop : NOTICES_AT_ONCE.phone));
  return (
    <div className="notices" aria-live="polite">
      {idle ? <Reachability.Part /> : null}
      {shown.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} notices={notices} />
      ))}
    </div>
  );
};
