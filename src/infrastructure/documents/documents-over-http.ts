import { SharedTokens } from '../../application/shared/tokens';
import type { Logger } from '../../domain/shared/ports';
import { overHttp } from '../shared/over-http';
import type { DocumentsAdapters } from './documents.module';
import { HttpDocumentsGateway } from './http-documents-gateway';
import { WindowIdentityFrameChannels } from './window-identity-frame-channels';

export const documentsOverHttp: DocumentsAdapters = {
  gateway: overHttp(HttpDocumentsGateway),
  identityFrames: (context) => new WindowIdentityFrameChannels(window, context.get<Logger>(SharedTokens.Logger)),
};
