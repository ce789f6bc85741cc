export type PhoneStatus = 'NOT_VALIDATED' | 'VALIDATED';

export interface User {
  readonly email: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly nickname: string | null;
  readonly currency: string;
  readonly language: string | null;
  readonly countryCode: string | null;
  readonly subdivision: string | null;
  readonly phones: readonly string[];
  readonly phonePrefix: string | null;
  readonly personaLinkedAccounts: readonly string[];
  readonly hasPinCode: boolean;
  readonly phoneStatus: PhoneStatus;
}

const present = (value: string | null): value is string => value !== null && value.trim() !== '';

/** AUTH-10: first and last name, else nickname, else email. */
export const displayName = (user: User): string => {
  const fullName = [user.firstName, user.lastName].filter(present).map((part) => part.trim()).join(' ');
  if (fullName !== '') return fullName;
  if (present(user.nickname)) return user.nickname.trim();
  return user.email;
};
