import assert from 'node:assert/strict';
import { waitFor, within } from '@testing-library/react';
import { DocumentsTokens } from '../../src/application/documents/tokens';
import type { DocumentStatus } from '../../src/domain/documents';
import type { MemoryIdentityFrameChannels } from '../../src/infrastructure/documents/memory-identity-frame-channels';
import type { TestSandbox } from '../../sandbox/test-support/harness';
import { en as documentsEnglish } from '../../src/presentation/documents/translations/en';
import { browserWindow } from '../support/dom-environment';
import type { SiteEnvironment } from '../support/site-environment';

/** The identity provider's origin in scenarios over the in-memory platform. */
export const IDENTITY_ORIGIN = 'https://identity.test';

const statusPath = '/api/v1/document-verification-status/profile/';

/**
 * Identity documents as the player meets them: the verification page and its frame, the result
 * pages and the account area's alert; and what the platform (in memory, or the sandbox) holds and was asked.
 */
export class DocumentsDriver {
  constructor(private readonly env: SiteEnvironment) {}

  // ── The platform ──────────────────────────────────────────────────────────────────────────────

  trustsIdentityProvider(origin: string): void {
    this.env.configure({ identityProviderOrigins: [origin] });
  }

  setStatus(username: string, status: DocumentStatus): void {
    this.env.memoryPlatform.documents.statuses.set(username.toLowerCase(), status);
  }

  handsOutUrl(url: string): void {
    this.env.memoryPlatform.documents.verificationUrl = url;
  }

  refusesUrls(code: 'BLOCKED' | 'UNAVAILABLE'): void {
    this.env.memoryPlatform.documents.urlRefusal = { code };
  }

  statusCalls(): number {
    return this.env.memoryPlatform.callsOf('documentStatus').length;
  }

  /** Status requests that left the site over HTTP, and whether each said it was a background refresh. */
  statusRequestsOnTheWire(): { readonly background: boolean }[] {
    return this.env.wireRecorder.requests.filter((request) => request.path.startsWith(statusPath)).map((request) => ({ background: request.headers['x-background-refresh'] === 'true' }));
  }

  // ── The frame ─────────────────────────────────────────────────────────────────────────────────

  frameSource(): string {
    const frame = browserWindow.document.querySelector('iframe');
    assert.ok(frame, 'no frame on the page');
    return frame.getAttribute('src') ?? '';
  }

  /** The identity provider's frame says the transaction finished (delivered already decoded, as the frame layer would). */
  async frameFinishes(transactionStatus: 'SUCCESS' | 'ERROR'): Promise<void> {
    const frames = this.env.site.get<MemoryIdentityFrameChannels>(DocumentsTokens.IdentityFrameChannels);
    await waitFor(() => assert.ok(frames.latest(), 'no identity frame is open'));
    const channel = frames.latest();
    assert.ok(channel);
    assert.equal(channel.frame.origin, IDENTITY_ORIGIN);
    channel.deliver({ type: 'identity:finished', transactionStatus });
  }

  // ── The account area ──────────────────────────────────────────────────────────────────────────

  /** The document alert's text and its link's target, or null when no alert shows. */
  alert(): { readonly text: string; readonly link: string } | null {
    const alert = browserWindow.document.querySelector<HTMLElement>('.document-alert');
    if (alert === null) return null;
    const link = within(alert).getByRole('link');
    return { text: alert.querySelector('span')?.textContent ?? '', link: link.getAttribute('href') ?? '' };
  }

  /** The alert's English text for a reason (the documents' messages load with their components, not through the site's i18n). */
  alertText(reason: keyof typeof documentsEnglish.documents.alert): string {
    return documentsEnglish.documents.alert[reason];
  }
}

/** Uploads a small PNG straight to the identity provider at a verification URL, as its page would. */
export async function uploadPng(url: string): Promise<number> {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const target = new URL(url);
  const answer = await fetch(`${target.origin}${target.pathname}/document`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: new Uint8Array(png) });
  return answer.status;
}

export type { TestSandbox };
