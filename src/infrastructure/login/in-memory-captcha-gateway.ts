import { left, right, type Either } from 'fp-ts/Either';
import type { CaptchaGateway } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

export class InMemoryCaptchaGateway implements CaptchaGateway {
  private issued = 0;

  constructor(private readonly platform: InMemoryPlatform) {}

  async solve(): Promise<Either<GatewayError, string>> {
    const failure = this.platform.receive({ operation: 'captcha' });
    if (failure !== null) return left(failure);
    this.issued += 1;
    return right(`captcha-${this.issued}`);
  }
}
