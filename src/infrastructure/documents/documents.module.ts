import { ContainerModule } from 'inversify';
import { DocumentsService } from '../../application/documents/documents-service';
import { DocumentsTokens } from '../../application/documents/tokens';
import type { DocumentsGateway, IdentityFrameChannels } from '../../domain/documents';
import { SharedTokens } from '../../application/shared/tokens';
import type { Logger } from '../../domain/shared/ports';
import type { AdapterFactory } from '../shared/adapter-factory';

export interface DocumentsAdapters {
  readonly gateway: AdapterFactory<DocumentsGateway>;
  /** The identity provider's frames (the browser's `postMessage`, or memory in tests). */
  readonly identityFrames: (logger: Logger) => IdentityFrameChannels;
}

export const documentsModule = (adapters: DocumentsAdapters) =>
  new ContainerModule(({ bind }) => {
    bind<DocumentsGateway>(DocumentsTokens.DocumentsGateway).toDynamicValue(adapters.gateway).inSingletonScope();
    bind<IdentityFrameChannels>(DocumentsTokens.IdentityFrameChannels)
      .toResolvedValue((logger: Logger) => adapters.identityFrames(logger), [SharedTokens.Logger])
      .inSingletonScope();
    bind(DocumentsTokens.DocumentsService).to(DocumentsService).inSingletonScope();
  });
