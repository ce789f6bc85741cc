import type { EnrolmentUriStore } from '../../domain/twofactor';

const ENROLMENT_URI_KEY = 'twoFactorEnrolmentUri';

/** MFA-01: the URI in this tab's session storage only; storage may be refused, then the setup page sends the player back. */
export class SessionStorageEnrolmentUriStore implements EnrolmentUriStore {
  read(): string | null {
    try {
      return sessionStorage.getItem(ENROLMENT_URI_KEY);
    } catch {
      return null;
    }
  }

  write(uri: string): void {
    try {
      sessionStorage.setItem(ENROLMENT_URI_KEY, uri);
    } catch {
      // Nothing to keep it in: the setup page will say there is nothing to set up.
    }
  }

  clear(): void {
    try {
      sessionStorage.removeItem(ENROLMENT_URI_KEY);
    } catch {
      // Nothing was kept.
    }
  }
}
