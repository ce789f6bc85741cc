import { left, right, type Either } from 'fp-ts/Either';
import { ID_DOCUMENT, type DocumentVerification, type DocumentsGateway, type VerificationUrlError } from '../../domain/documents';
import type { SessionId, SessionRejectionReporter } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

export class InMemoryDocumentsGateway implements DocumentsGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    private readonly rejections: SessionRejectionReporter,
  ) {}

  async status(session: SessionId): Promise<Either<GatewayError, DocumentVerification>> {
    return this.platform.authorised({ operation: 'documentStatus', session }, this.rejections, (player) => ({
      documentType: ID_DOCUMENT,
      status: this.platform.documents.statusOf(player.username.toLowerCase()),
    }));
  }

  async verificationUrl(session: SessionId): Promise<Either<VerificationUrlError, string>> {
    const answer = this.platform.authorised({ operation: 'documentUrl', session }, this.rejections, () => this.platform.documents.urlRefusal);
    if (answer._tag === 'Left') return left({ code: 'UNAVAILABLE' });
    return answer.right === null ? right(this.platform.documents.verificationUrl) : left(answer.right);
  }
}
