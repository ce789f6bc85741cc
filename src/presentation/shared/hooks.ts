import { ConfigTokens } from '../../application/config/tokens';
import type { NoticeService } from '../../application/shared/notices';
import { SharedTokens } from '../../application/shared/tokens';
import type { SiteConfig } from '../../domain/config';
import { useService } from './container';

export const useSiteConfig = () => useService<SiteConfig>(ConfigTokens.SiteConfig);
export const useNoticeService = () => useService<NoticeService>(SharedTokens.Notices);
