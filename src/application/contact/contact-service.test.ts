import { describe, expect, it } from 'vitest';
import { aUser } from '../../../tests/support/players';
import { createTestApp, loginServiceOf } from '../../../tests/support/test-app';
import type { NoticeService } from '../shared/notices';
import { SharedTokens } from '../shared/tokens';
import type { AffiliateService } from './affiliate-service';
import type { ContactService } from './contact-service';
import { ContactTokens } from './tokens';

const started = async (contactSubjects: readonly string[] = ['account', 'payments']) => {
  const app = createTestApp({ config: { contactSubjects } });
  await app.load('contact');
  return { app, contact: app.get<ContactService>(ContactTokens.ContactService), notices: app.get<NoticeService>(SharedTokens.Notices) };
};

const form = { email: 'visitor@example.com', subject: 'payments', message: 'Where is my withdrawal?' };

describe('ContactService (HELP-06, HELP-07)', () => {
  it("sends a visitor's message in the page's language, without a session, and leaves a notice naming the reference until dismissed", async () => {
    const { app, contact, notices } = await started();
    const sent = await contact.send(form);
    expect(sent).toEqual({ _tag: 'Right', right: 'C-00000001' });
    expect(app.platform.contact.messages).toEqual([
      { message: { birthDate: null, email: 'visitor@example.com', message: 'Where is my withdrawal?', pinCode: null, subject: 'payments', username: null }, language: 'en', session: null, reference: 'C-00000001' },
    ]);
    expect(notices.current()).toMatchObject([{ kind: 'success', key: 'contact.sent', params: { reference: 'C-00000001' }, lasts: 'until-dismissed' }]);
  });

  it("sends a logged-in player's username and session, and offers their e-mail first", async () => {
    const { app, contact } = await started();
    app.platform.addPlayer({ username: 'ada@demo.test', password: 'secret-pass', user: aUser({ email: 'ada@demo.test' }) });
    await (await loginServiceOf(app)).login({ credentials: { username: 'ada@demo.test', password: 'secret-pass' } }, null);
    expect(contact.prefilledEmail()).toBe('ada@demo.test');
    await contact.send({ ...form, email: 'ada@demo.test' });
    expect(app.platform.contact.messages[0]).toMatchObject({ message: { username: 'ada@demo.test' }, session: expect.stringMatching(/^session-/) });
  });

  it('sends nothing while the form has problems, and shows no notice on a failure', async () => {
    const { app, contact, notices } = await started();
    expect(await contact.send({ ...form, subject: '' })).toEqual({ _tag: 'Left', left: { code: 'INVALID', problems: [{ field: 'subject', cause: 'REQUIRED' }] } });
    app.platform.contact.scriptedMessages.push({ code: 'RATE_LIMITED', retryAfterSeconds: 60 });
    expect(await contact.send(form)).toEqual({ _tag: 'Left', left: { code: 'RATE_LIMITED', retryAfterSeconds: 60 } });
    expect(app.platform.contact.messages).toEqual([]);
    expect(notices.current()).toEqual([]);
  });
});

describe('AffiliateService (REF-08)', () => {
  it('checks the form, then sends the application in the page language', async () => {
    const { app } = await started();
    const affiliates = app.get<AffiliateService>(ContactTokens.AffiliateService);
    const application = { name: 'Grace', email: 'grace@partner.example', company: '', website: '', country: 'MT', trafficSources: ['seo'] as const, message: '', acceptTerms: false };
    expect(await affiliates.apply(application)).toEqual({ _tag: 'Left', left: { code: 'INVALID', problems: [{ field: 'acceptTerms', cause: 'REQUIRED' }] } });
    expect(await affiliates.apply({ ...application, acceptTerms: true })).toEqual({ _tag: 'Right', right: 'A-00000001' });
    expect(app.platform.contact.applications[0]).toMatchObject({ language: 'en', application: { name: 'Grace', company: null, website: null, trafficSources: ['seo'] } });
  });
});
