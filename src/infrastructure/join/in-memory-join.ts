import type { JoinError, RegistrationOptions, RegistrationRequest } from '../../domain/join';

/** The registration options of the contract (docs/api.md "Joining"), as the sandbox serves them. */
export const CONTRACT_REGISTRATION_OPTIONS: RegistrationOptions = {
  countries: ['MT', 'GB', 'ES', 'DE', 'IE', 'FI', 'SE', 'NO', 'CA'],
  currencies: ['EUR', 'GBP', 'USD', 'SEK', 'NOK', 'CAD'],
  minimumAge: 18,
  // Some of the platform's Canadian provinces, with their own ages (sandbox/services/registration/registration-options.ts).
  regions: {
    CA: [
      { code: 'CA-AB', name: 'Alberta', minimumAge: 18 },
      { code: 'CA-BC', name: 'British Columbia', minimumAge: 19 },
      { code: 'CA-ON', name: 'Ontario', minimumAge: 19 },
      { code: 'CA-QC', name: 'Quebec', minimumAge: 18 },
    ],
  },
  passwordMinLength: 10,
  passwordMaxLength: 128,
};

/** Joining in memory: the options served, the sign-ups received, and refusals a test asks for. */
export class InMemoryJoin {
  options: RegistrationOptions = CONTRACT_REGISTRATION_OPTIONS;
  readonly registrations: RegistrationRequest[] = [];
  private readonly refusals: JoinError[] = [];

  /** The next sign-up is refused this way (the platform's own checks, such as the common passwords, are not faked). */
  refuseNext(error: JoinError): void {
    this.refusals.push(error);
  }

  takeRefusal(): JoinError | null {
    return this.refusals.shift() ?? null;
  }
}
