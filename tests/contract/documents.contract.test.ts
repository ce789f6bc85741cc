// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionId } from '../../src/domain/session';
import { HttpSiteConfigGateway } from '../../src/infrastructure/config/http-site-config-gateway';
import { HttpDocumentsGateway } from '../../src/infrastructure/documents/http-documents-gateway';
import { HttpLoginGateway } from '../../src/infrastructure/login/http-login-gateway';
import { startFixture, type SandboxFixture } from './sandbox-fixture';

let sandbox: SandboxFixture;
beforeAll(async () => {
  sandbox = await startFixture();
});
afterAll(() => sandbox.close());

const playerWith = async (documentStatus: string): Promise<{ username: string; session: SessionId }> => {
  const player = await sandbox.newPlayer('ready@demo.test', { documentStatus });
  const result = await new HttpLoginGateway(sandbox.http).login({ credentials: { username: player.username, password: player.password } });
  if (result._tag === 'Left' || result.right.kind !== 'SUCCESS') throw new Error('login failed');
  return { username: player.username, session: result.right.success.sessionId };
};

const identityOrigin = async (): Promise<string> => {
  const config = await new HttpSiteConfigGateway(sandbox.http).load();
  if (config._tag === 'Left') throw new Error('no site configuration');
  const [origin] = config.right.identityProviderOrigins;
  if (origin === undefined) throw new Error('no identity provider origin in the site configuration');
  return origin;
};

describe('document verification (DOC-01, DOC-04)', () => {
  it.each(['REQUESTED', 'INVALID', 'PENDING', 'VERIFIED', 'BLOCKED'])('reads the status %s', async (status) => {
    const { session } = await playerWith(status);
    expect(await new HttpDocumentsGateway(sandbox.http).status(session)).toEqual({ _tag: 'Right', right: { documentType: 'ID_DOCUMENT', status } });
  });

  it('reads a verification URL on the origin the site configuration lists', async () => {
    const { session } = await playerWith('REQUESTED');
    const url = await new HttpDocumentsGateway(sandbox.http).verificationUrl(session);
    if (url._tag === 'Left') throw new Error(`no URL: ${url.left.code}`);
    expect(new URL(url.right).origin).toBe(await identityOrigin());
  });

  it('reads the 409 of a blocked player as BLOCKED', async () => {
    const { session } = await playerWith('BLOCKED');
    expect(await new HttpDocumentsGateway(sandbox.http).verificationUrl(session)).toEqual({ _tag: 'Left', left: { code: 'BLOCKED' } });
  });

  it('reports an ended session as a rejection', async () => {
    const gone = 'no-such-session-contract-0001' as SessionId;
    expect(await new HttpDocumentsGateway(sandbox.http).status(gone)).toEqual({ _tag: 'Left', left: { code: 'UNAUTHORIZED' } });
    expect(sandbox.rejected).toContain(gone);
  });
});
