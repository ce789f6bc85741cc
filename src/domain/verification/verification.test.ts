import { describe, expect, it } from 'vitest';
import { callingCodeOf, checkPhoneNumber, formatCountdown, invalidCodeMessage, maskPhone, minutesLeft, parseNewPhoneNumber, readConfirmationCode } from '.';

describe('maskPhone (PH-07)', () => {
  it('hides all but the last four characters', () => {
    expect(maskPhone('+35699123456')).toBe('********3456');
    expect(maskPhone('1234')).toBe('1234');
  });
  it('turns a value shorter than four characters into four stars', () => {
    expect(maskPhone('')).toBe('****');
    expect(maskPhone('123')).toBe('****');
  });
});

describe('readConfirmationCode (PH-03)', () => {
  it('takes exactly six digits, pasted with dashes or spaces', () => {
    expect(readConfirmationCode('123456').code).toBe('123456');
    expect(readConfirmationCode('123-456').code).toBe('123456');
    expect(readConfirmationCode(' 123 456 ').code).toBe('123456');
  });
  it('has no code at five or seven digits, nor with letters, which it reports', () => {
    expect(readConfirmationCode('12345')).toEqual({ code: null, hasNonDigits: false });
    expect(readConfirmationCode('1234567').code).toBeNull();
    expect(readConfirmationCode('12a456')).toEqual({ code: null, hasNonDigits: true });
  });
});

describe('invalidCodeMessage (PH-05)', () => {
  it('is the specific message at the maximum, the last-attempt warning at 1, else the count', () => {
    expect(invalidCodeMessage(3, 3)).toEqual({ kind: 'FIRST_MISTAKE' });
    expect(invalidCodeMessage(1, 3)).toEqual({ kind: 'LAST_ATTEMPT' });
    expect(invalidCodeMessage(2, 3)).toEqual({ kind: 'ATTEMPTS_LEFT', remaining: 2 });
  });
});

describe('the countdown of a block (BLK-01)', () => {
  it('reads mm:ss and announces whole minutes, rounded up', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(minutesLeft(61)).toBe(2);
    expect(minutesLeft(60)).toBe(1);
    expect(minutesLeft(0)).toBe(0);
  });
});

describe('parseNewPhoneNumber (forced phone reset)', () => {
  it('checks the prefix and number as the platform does', () => {
    expect(parseNewPhoneNumber('+356', '9912 3456')).toEqual({ phonePrefix: '+356', phone: '99123456' });
    expect(parseNewPhoneNumber('356', '99123456')).toBeNull();
    expect(parseNewPhoneNumber('+356', '12')).toBeNull();
  });
});

describe('checkPhoneNumber (joining, adding or correcting a number)', () => {
  it('takes spaces out and accepts digits of a plausible length', () => {
    expect(checkPhoneNumber(' +356 ', '99 12 34 56')).toEqual([]);
    expect(parseNewPhoneNumber('+1', '613 555 0101')).toEqual({ phonePrefix: '+1', phone: '6135550101' });
  });

  it('names the field and the cause of each problem', () => {
    expect(checkPhoneNumber('+', '')).toEqual([{ field: 'phonePrefix', cause: 'REQUIRED' }, { field: 'phone', cause: 'REQUIRED' }]);
    expect(checkPhoneNumber('+356', '99-12-34-56')).toEqual([{ field: 'phone', cause: 'INVALID_FORMAT' }]);
    expect(checkPhoneNumber('+356', '123')).toEqual([{ field: 'phone', cause: 'INVALID_FORMAT' }]);
    expect(checkPhoneNumber('+12345', '99123456')).toEqual([{ field: 'phonePrefix', cause: 'INVALID_FORMAT' }]);
    // E.164: at most 15 digits with the country code.
    expect(checkPhoneNumber('+1234', '12345678901')).toEqual([]);
    expect(checkPhoneNumber('+1234', '123456789012')).toEqual([{ field: 'phone', cause: 'TOO_LONG' }]);
  });
});

describe('callingCodeOf', () => {
  it("gives a country's or a jurisdiction's calling code, or null", () => {
    expect(callingCodeOf('MT')).toBe('+356');
    expect(callingCodeOf('ca-on')).toBe('+1');
    expect(callingCodeOf('ZZ')).toBeNull();
    expect(callingCodeOf('constructor')).toBeNull();
    expect(callingCodeOf(null)).toBeNull();
  });
});
