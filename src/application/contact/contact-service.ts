import { isRight, left, type Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { SiteConfig } from '../../domain/config';
import { contactFormProblems, contactMessageOf, subjectChoice, type ContactForm, type ContactGateway, type SubjectChoice, type SubmissionFailure, type SubmissionReference } from '../../domain/contact';
import { ConfigTokens } from '../config/tokens';
import { LanguageService } from '../i18n/language-service';
import { I18nTokens } from '../i18n/tokens';
import { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import type { NoticeService } from '../shared/notices';
import { SharedTokens } from '../shared/tokens';
import { ContactTokens } from './tokens';

/** HELP-06 and HELP-07: the contact form's subjects, its checks, and sending it as the visitor or the logged-in player. */
@injectable()
export class ContactService {
  readonly subjects: SubjectChoice;

  constructor(
    @inject(ContactTokens.ContactGateway) private readonly gateway: ContactGateway,
    @inject(SessionTokens.SessionService) private readonly session: SessionService,
    @inject(I18nTokens.LanguageService) private readonly language: LanguageService,
    @inject(SharedTokens.Notices) private readonly notices: NoticeService,
    @inject(ConfigTokens.SiteConfig) config: SiteConfig,
  ) {
    this.subjects = subjectChoice(config.contactSubjects);
  }

  /** The logged-in player's e-mail, to start the form with; empty for a visitor. */
  prefilledEmail(): string {
    const state = this.session.current();
    return state.status === 'authenticated' ? state.user.email : '';
  }

  /**
   * Checks the form as the platform would, then sends it in the page's language, with the player's
   * username and session when logged in. Success leaves a confirmation naming the reference, which
   * stays until the player dismisses it (they may want to note it down).
   */
  async send(form: ContactForm): Promise<Either<SubmissionFailure, SubmissionReference | null>> {
    const problems = contactFormProblems(form, this.subjects);
    if (problems.length > 0) return left({ code: 'INVALID', problems });
    const state = this.session.current();
    const player = state.status === 'authenticated' ? state : null;
    const message = contactMessageOf(form, this.subjects, player?.user.email ?? null);
    const sent = await this.gateway.send(message, this.language.current(), player?.id ?? null);
    if (isRight(sent)) {
      const reference = sent.right;
      this.notices.show(reference === null ? { kind: 'success', key: 'contact.sentWithoutReference' } : { kind: 'success', key: 'contact.sent', params: { reference }, lasts: 'until-dismissed' });
    }
    return sent;
  }
}
