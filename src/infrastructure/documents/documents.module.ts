import { ContainerModule } from 'inversify';
import { DocumentsService } from '../../application/documents/documents-service';
import { DocumentsTokens } from '../../application/documents/tokens';
import type { DocumentsGateway, IdentityFrameChannels } from '../../domain/documents';
import type { AdapterFactory } from '../shared/adapter-factory';

export interface DocumentsAdapters {
  readonly gateway: AdapterFactory<DocumentsGateway>;
  /** The identity provider's frames (the browser's `postMessage`, or memory in tests). */
  readonly identityFrames: AdapterFactory<IdentityFrameChannels>;
}

export const documentsModule = (adapters: DocumentsAdapters) =>
  new ContainerModule(({ bind }) => {
    bind<DocumentsGateway>(DocumentsTokens.DocumentsGateway).toDynamicValue(adapters.gateway).inSingletonScope();
    bind<IdentityFrameChannels>(DocumentsTokens.IdentityFrameChannels).toDynamicValue(adapters.identityFrames).inSingletonScope();
    bind(DocumentsTokens.DocumentsService).to(DocumentsService).inSingletonScope();
  });
