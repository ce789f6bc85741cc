import { describe, expect, it } from 'vitest';
import { documentAlertOf, documentNeedsAction, documentResultPath, isSuccessfulTransaction } from './documents';

describe('the document alert (DOC-05)', () => {
  it('asks for the phone first, whatever the document', () => {
    expect(documentAlertOf('NOT_VALIDATED', 'VERIFIED')).toEqual({ reason: 'PHONE_NOT_VALIDATED', path: '/validation-code/validatePhone' });
    expect(documentAlertOf('NOT_VALIDATED', null)).toEqual({ reason: 'PHONE_NOT_VALIDATED', path: '/validation-code/validatePhone' });
  });

  it.each([
    ['REQUESTED', '/validate-document'],
    ['INVALID', '/validate-document'],
    ['BLOCKED', '/blocked-document-status'],
  ] as const)('shows for %s, linking to %s', (status, path) => {
    expect(documentAlertOf('VALIDATED', status)).toEqual({ reason: status, path });
    expect(documentNeedsAction(status)).toBe(true);
  });

  it.each(['PENDING', 'VERIFIED', null] as const)('does not show for %s', (status) => {
    expect(documentAlertOf('VALIDATED', status)).toBeNull();
    expect(documentNeedsAction(status)).toBe(false);
  });
});

describe('the result page (DOC-02)', () => {
  it('reads only SUCCESS as success', () => {
    expect(isSuccessfulTransaction('SUCCESS')).toBe(true);
    for (const other of ['ERROR', 'success', '', null]) expect(isSuccessfulTransaction(other)).toBe(false);
    expect(documentResultPath('ERROR')).toBe('/validate-document/result?transactionStatus=ERROR');
  });
});
