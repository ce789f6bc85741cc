import { left, type Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { affiliateApplicationOf, affiliateFormProblems, type AffiliateForm, type AffiliateGateway, type SubmissionFailure, type SubmissionReference } from '../../domain/contact';
import { LanguageService } from '../i18n/language-service';
import { I18nTokens } from '../i18n/tokens';
import { ContactTokens } from './tokens';

/** REF-08: the affiliate sign-up, checked as the platform would, sent in the page's language. */
@injectable()
export class AffiliateService {
  constructor(
    @inject(ContactTokens.AffiliateGateway) private readonly gateway: AffiliateGateway,
    @inject(I18nTokens.LanguageService) private readonly language: LanguageService,
  ) {}

  async apply(form: AffiliateForm): Promise<Either<SubmissionFailure, SubmissionReference | null>> {
    const problems = affiliateFormProblems(form);
    if (problems.length > 0) return left({ code: 'INVALID', problems });
    return this.gateway.apply(affiliateApplicationOf(form), this.language.current());
  }
}
