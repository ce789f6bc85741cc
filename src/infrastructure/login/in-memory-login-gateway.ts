import { left, right, type Either } from 'fp-ts/Either';
import type { LoginError, LoginGateway, LoginReply, LoginRequest } from '../../domain/session';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

/**
 * Opens a session when the password matches a player's, refuses it otherwise, and answers whatever a
 * test scripted first. Blocks, captchas, second factors and their order are the sandbox's to enforce.
 */
export class InMemoryLoginGateway implements LoginGateway {
  constructor(private readonly platform: InMemoryPlatform) {}

  async login(request: LoginRequest): Promise<Either<LoginError, LoginReply>> {
    const failure = this.platform.receive({ operation: 'login', request });
    if (failure !== null) return left({ code: 'UNEXPECTED', status: failure.code === 'HTTP' ? failure.status : null });
    const username = request.credentials.username.trim().toLowerCase();
    const { password } = request.credentials;
    const scripted = this.platform.takeScriptedLogin();
    if (scripted !== null && 'refuse' in scripted) return left(scripted.refuse);
    if (scripted !== null && 'require' in scripted) {
      if (scripted.require.token !== null) this.platform.actionTokens.set(scripted.require.token, username);
      return right({ kind: 'ACTION_REQUIRED', requiredAction: scripted.require });
    }
    const player = this.platform.players.get(username);
    if (player === undefined || (scripted === null && player.password !== password)) return left({ code: 'INVALID_GRANT', errors: ['INVALID_CREDENTIALS'] });
    const sessionId = this.platform.openSession(player.username);
    const success = { sessionId, userCountry: player.user.countryCode, loginFromDifferentCountry: false, language: player.user.language };
    return right({ kind: 'SUCCESS', success: { ...success, ...scripted?.accept } });
  }
}
