import { standalone } from '../shared/adapter-factory';
import { overHttp } from '../shared/over-http';
import { CookieReminderSnoozeStore } from './cookie-reminder-snooze-store';
import { HttpTwoFactorGateway } from './http-two-factor-gateway';
import { SessionStorageEnrolmentUriStore } from './session-storage-enrolment-uri-store';
import type { TwoFactorAdapters } from './twofactor.module';

export const twoFactorOverHttp: TwoFactorAdapters = {
  gateway: overHttp(HttpTwoFactorGateway),
  enrolmentUris: standalone(SessionStorageEnrolmentUriStore),
  reminderSnoozes: () => new CookieReminderSnoozeStore(),
};
