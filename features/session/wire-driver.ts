import assert from 'node:assert/strict';
import { isLoginPath, type RecordedRequest } from '../support/platform/wire-recorder';
import type { SiteEnvironment } from '../support/site-environment';


/** What went over the wire to the platform, for the scenarios wired over HTTP. */
export class WireDriver {
  constructor(private readonly env: SiteEnvironment) {}

  private get requests(): readonly RecordedRequest[] {
    return this.env.wireRecorder.requests;
  }

  lastLogin(): RecordedRequest {
    const login = this.requests.filter((request) => isLoginPath(request.path)).at(-1);
    assert.ok(login, 'no login request reached the platform');
    return login;
  }

  expectOne(method: string, path: string): RecordedRequest {
    const matching = this.requests.filter((request) => request.method === method && request.path === path);
    assert.equal(matching.length, 1, `${method} ${path} was sent ${matching.length} times; sent: ${this.trace()}`);
    return matching[0] as RecordedRequest;
  }

  expectJsonCredentials(username: string, password: string): void {
    const login = this.lastLogin();
    assert.match(login.headers['content-type'] ?? '', /^application\/json/);
    assert.deepEqual(login.body, { username, password });
  }

  /** `(none)` means the header was not sent at all. */
  expectLoginHeader(name: string, value: string): void {
    const sent = this.lastLogin().headers[name.toLowerCase()];
    assert.equal(sent ?? '(none)', value, `header ${name}`);
  }

  /** Every request after the login names the session as one whole path segment, and nowhere else. */
  expectSessionInEveryPathAfterLogin(session: string): void {
    const all = this.requests;
    const loginAt = all.indexOf(this.lastLogin());
    const after = all.slice(loginAt + 1);
    assert.ok(after.length >= 3, `too few calls after the login to prove anything: ${this.trace()}`);
    for (const request of after) {
      assert.ok(request.path.split('/').includes(session), `${request.method} ${request.path} does not carry the session in its path`);
      assert.ok(!request.query.toString().includes(session), `${request.method} ${request.path} carries the session in its query`);
      assert.ok(!Object.values(request.headers).some((value) => value.includes(session)), `${request.method} ${request.path} carries the session in a header`);
    }
  }

  /** `"GET /a/{session}/b"`, with the player's session in place of `{session}`. */
  expectRequested(call: string, session: string): void {
    const [method = '', template = ''] = call.split(' ');
    this.expectAtLeastOnce(method, template.replace('{session}', session));
  }

  private expectAtLeastOnce(method: string, path: string): void {
    assert.ok(
      this.requests.some((request) => request.method === method && request.path === path),
      `${method} ${path} was never sent; sent: ${this.trace()}`,
    );
  }

  private trace(): string {
    return this.requests.map((request) => `${request.method} ${request.path}`).join(', ');
  }
}
