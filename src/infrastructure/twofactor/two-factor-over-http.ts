import { SessionTokens } from '../../application/session/tokens';
import type { SessionRejectionReporter } from '../../domain/session';
import { standalone } from '../shared/adapter-factory';
import type { HttpClient } from '../shared/http-client';
import { InfrastructureTokens } from '../shared/tokens';
import { CookieReminderSnoozeStore } from './cookie-reminder-snooze-store';
import { HttpTwoFactorGateway } from './http-two-factor-gateway';
import { SessionStorageEnrolmentUriStore } from './session-storage-enrolment-uri-store';
import type { TwoFactorAdapters } from './two-factor.module';

export const twoFactorOverHttp: TwoFactorAdapters = {
  gateway: (context) =>
    new HttpTwoFactorGateway(context.get<HttpClient>(InfrastructureTokens.HttpClient), context.get<SessionRejectionReporter>(SessionTokens.SessionRejections)),
  enrolmentUris: standalone(SessionStorageEnrolmentUriStore),
  reminderSnoozes: standalone(CookieReminderSnoozeStore),
};
