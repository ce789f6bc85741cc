import type { InboxService, InboxState } from '../../application/inbox/inbox-service';
import { InboxTokens } from '../../application/inbox/tokens';
import { useService } from '../shared/container';
import { useObservable } from '../shared/use-observable';

export const useInboxService = () => useService<InboxService>(InboxTokens.InboxService);

export const useInbox = (service: InboxService): InboxState => useObservable(service.state$, { status: 'loading', messages: [], unread: 0, total: 0, hasMore: false, more: 'idle' });

export const INBOX_PATH = '/account/messages';
export const messagePath = (id: string): string => `${INBOX_PATH}/${encodeURIComponent(id)}`;
