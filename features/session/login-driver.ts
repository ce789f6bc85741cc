import assert from 'node:assert/strict';
import type { LoginError } from '../../src/domain/session';
import type { Language, MessagesDriver } from '../support/messages-driver';
import type { SiteEnvironment } from '../support/site-environment';
import { loginAnswer, NO_CONNECTION } from './login-answers';
import type { SessionDriver } from './session-driver';

/** The player every scenario of the session feature starts with (its background). */
const THE_PLAYER = 'ada@demo.test';

/** One refused login: the platform's answer and what the player read, in each language. */
export interface Refusal {
  readonly cause: string;
  /** The platform error code this answer stands for, when the scenario names one. */
  readonly errorCode?: string;
  readonly error: LoginError;
  readonly en: string;
  readonly es: string;
  readonly de: string;
}

/** Why logins were refused and which message the player saw, in English and in Spanish. */
export class LoginDriver {
  readonly refusals: Refusal[] = [];
  private readonly seen: string[] = [];

  constructor(
    private readonly env: SiteEnvironment,
    private readonly session: SessionDriver,
    private readonly messages: MessagesDriver,
  ) {}

  /** The refusal of the last attempt, with the message shown in each language. */
  refusal(cause = ''): Refusal {
    const error = this.session.error();
    const refusal = { cause, error, en: this.messages.loginError(error, 'en'), es: this.messages.loginError(error, 'es'), de: this.messages.loginError(error, 'de') };
    this.seen.push(refusal.en);
    return refusal;
  }

  expectRefusal(expected: Partial<LoginError> & { code: LoginError['code'] }): Refusal {
    const refusal = this.refusal();
    assert.deepEqual(pick(refusal.error, Object.keys(expected)), expected);
    return refusal;
  }

  /** The message is a real translation: present, not a translation key, and not the other language's text. */
  expectTranslatedMessage(language: Language): string {
    const refusal = this.refusal();
    const shown = refusal[language];
    const other = refusal[language === 'en' ? 'es' : 'en'];
    assert.ok(shown.trim().length > 0, 'no message is shown');
    assert.doesNotMatch(shown, /login\.errors|^[A-Z_]+$/, `the player is shown a key, not a message: ${shown}`);
    assert.notEqual(shown, other, `the same text is shown in English and Spanish: ${shown}`);
    return shown;
  }

  /** The message shown now differs from the first message shown in this scenario. */
  expectDifferentFromFirstMessage(): void {
    const now = this.refusal().en;
    assert.ok(this.seen.length > 1, 'there is no earlier message to compare with');
    assert.notEqual(now, this.seen[0]);
  }

  /** The message shown before the last one (to compare successive messages). */
  previousMessage(): string | undefined {
    return this.seen.at(-2);
  }

  /** The next login gets the platform answer of that name (features/session/login-answers.ts). */
  async platformWillAnswer(name: string): Promise<void> {
    if (name === NO_CONNECTION) await this.env.platform.dropNextLogin();
    else await this.env.platform.answerNextLogin(loginAnswer(name));
  }

  /** Tries one login per named platform answer and keeps what the player was told each time. */
  async tryEach(answers: readonly { readonly answer: string; readonly errorCode?: string }[]): Promise<void> {
    for (const { answer, errorCode } of answers) {
      await this.platformWillAnswer(answer);
      await this.logInAsTheRegisteredPlayer();
      this.refusals.push(errorCode === undefined ? this.refusal(answer) : { ...this.refusal(answer), errorCode });
    }
    assert.equal(this.refusals.length, answers.length);
  }

  /** The message the platform's error code `code` gives, over a 401. */
  async messageForErrorCode(code: string): Promise<string> {
    await this.env.platform.answerNextLogin({ status: 401, body: { errorCode: code } });
    await this.logInAsTheRegisteredPlayer();
    return this.refusal(code).en;
  }

  /** Logs in as the player the scenario's background registered (the platform's answer is scripted anyway). */
  private async logInAsTheRegisteredPlayer(): Promise<void> {
    await this.session.logIn(THE_PLAYER, this.env.platform.passwordOf(THE_PLAYER));
  }

  /** Each field the platform refused has a message, and the fields' messages differ, in both languages. */
  expectFieldMessagesDistinct(): void {
    const { error } = this.refusal();
    assert.equal(error.code, 'VALIDATION_ERROR');
    if (error.code !== 'VALIDATION_ERROR') return;
    for (const language of ['en', 'es'] as const) {
      const shown: string[] = error.fieldErrors.map((fieldError) => this.messages.fieldError(fieldError.cause, language));
      assert.equal(new Set(shown).size, error.fieldErrors.length, `fields share a message in ${language}: ${shown.join(' / ')}`);
    }
    const english = error.fieldErrors.map((fieldError) => this.messages.fieldError(fieldError.cause, 'en'));
    const spanish = error.fieldErrors.map((fieldError) => this.messages.fieldError(fieldError.cause, 'es'));
    english.forEach((message, index) => assert.notEqual(message, spanish[index], 'a field message is not translated'));
  }

  expectAllDistinct(language: Language): void {
    const byMessage = new Map<string, string[]>();
    for (const refusal of this.refusals) byMessage.set(refusal[language], [...(byMessage.get(refusal[language]) ?? []), refusal.cause]);
    const shared = [...byMessage.entries()].filter(([, causes]) => causes.length > 1);
    assert.deepEqual(shared, [], `causes sharing one message in ${language}`);
    for (const refusal of this.refusals) assert.ok(refusal[language].trim() !== '', `no ${language} message for ${refusal.cause}`);
  }

  expectEachTranslated(): void {
    for (const refusal of this.refusals) assert.notEqual(refusal.en, refusal.es, `${refusal.cause} shows the same text in both languages`);
  }
}

const pick = (value: object, keys: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(keys.map((key) => [key, (value as Record<string, unknown>)[key]]));
