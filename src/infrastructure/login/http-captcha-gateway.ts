import { map, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { CaptchaGateway } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { ShortString } from '../shared/codecs';
import type { HttpClient } from '../shared/http-client';

const TokenBody = t.type({ token: ShortString });

/** The sandbox's captcha stand-in: `POST /services/captcha/v1/tokens`. */
export class HttpCaptchaGateway implements CaptchaGateway {
  constructor(private readonly http: HttpClient) {}

  async solve(): Promise<Either<GatewayError, string>> {
    const body = await this.http.json({ method: 'POST', path: '/services/captcha/v1/tokens', body: {} }, TokenBody);
    return map((reply: t.TypeOf<typeof TokenBody>) => reply.token)(body);
  }
}
