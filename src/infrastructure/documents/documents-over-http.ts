import { overHttp } from '../shared/over-http';
import type { DocumentsAdapters } from './documents.module';
import { HttpDocumentsGateway } from './http-documents-gateway';
import { WindowIdentityFrameChannels } from './window-identity-frame-channels';

export const documentsOverHttp: DocumentsAdapters = {
  gateway: overHttp(HttpDocumentsGateway),
  identityFrames: (logger) => new WindowIdentityFrameChannels(window, logger),
};
