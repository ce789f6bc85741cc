import assert from 'node:assert/strict';
import type { Notice } from '../../src/application/shared/notices';
import type { MessagesDriver } from './messages-driver';

/** The messages the notices area shows the player (logout, failures, …). */
export class NoticesDriver {
  constructor(private readonly messages: MessagesDriver) {}

  /**
   * The one notice of this kind, as the player reads it now. `translated`: a real text in each
   * language, different between them. `english`: what an English-speaking player reads instead.
   */
  expectOne(kind: Notice['kind'], options: { readonly translated?: boolean; readonly english?: string } = {}): { readonly text: string } {
    const matching = this.messages.notices().filter((notice) => notice.kind === kind);
    assert.equal(matching.length, 1, `expected one ${kind} message, got ${JSON.stringify(this.messages.notices())}`);
    const notice = matching[0] as Notice;
    const text = this.messages.noticeText(notice);
    if (options.translated === true) {
      const [en, es] = [this.messages.noticeText(notice, 'en'), this.messages.noticeText(notice, 'es')];
      assert.ok(this.messages.isTranslated(notice.key, en) && this.messages.isTranslated(notice.key, es), `untranslated message ${notice.key}`);
      assert.notEqual(en, es, 'the message reads the same in English and Spanish');
    }
    if (options.english !== undefined) {
      assert.equal(this.messages.noticeText(notice, 'en'), options.english, 'an English-speaking player would read something else');
      assert.notEqual(text, options.english, 'the player reads the English text');
    }
    return { text };
  }
}
