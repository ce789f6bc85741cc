import { inject, injectable } from 'inversify';
import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import { answerFeedback, type HelpFeedback, type HelpFeedbackGateway } from '../../domain/help';
import type { Logger } from '../../domain/shared/ports';
import type { LanguageService } from '../i18n/language-service';
import { I18nTokens } from '../i18n/tokens';
import { SharedTokens } from '../shared/tokens';
import { HelpTokens } from './tokens';

/**
 * HELP-04: each article's "Was this helpful?" panel, unanswered until the player answers yes or no
 * (once per article while the site is open). The answer is sent to the platform with the page's
 * language; a failed send is only logged: the player's answer stands.
 */
@injectable()
export class HelpFeedbackService {
  private readonly answers = new BehaviorSubject<ReadonlyMap<string, HelpFeedback>>(new Map());

  constructor(
    @inject(HelpTokens.HelpFeedbackGateway) private readonly gateway: HelpFeedbackGateway,
    @inject(I18nTokens.LanguageService) private readonly language: LanguageService,
    @inject(SharedTokens.Logger) private readonly logger: Logger,
  ) {}

  feedback$(contentId: string): Observable<HelpFeedback> {
    return this.answers.pipe(
      map((answers) => answers.get(contentId) ?? 'unanswered'),
      distinctUntilChanged(),
    );
  }

  current(contentId: string): HelpFeedback {
    return this.answers.value.get(contentId) ?? 'unanswered';
  }

  async answer(contentId: string, helpful: boolean): Promise<void> {
    const before = this.current(contentId);
    const after = answerFeedback(before, helpful);
    if (after === before) return;
    this.answers.next(new Map(this.answers.value).set(contentId, after));
    const sent = await this.gateway.send(contentId, helpful, this.language.current());
    if (sent._tag === 'Left') this.logger.warn('help: feedback not sent', sent.left);
  }
}
