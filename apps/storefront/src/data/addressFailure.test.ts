import { describe, expect, it } from 'vitest';
import { NotFoundError, ServerError, ValidationError } from '@mall/api';
import { addressFailure } from './addressFailure.ts';

describe('addressFailure', () => {
  it('tells an address that is no longer the shopper\'s (404) apart', () => {
    expect(addressFailure(new NotFoundError({ code: 404, message: 'Address 7 does not exist' }))).toEqual({
      kind: 'gone',
      message: 'Address 7 does not exist',
    });
  });

  it('hands the refused fields to the form', () => {
    const errors = [{ field: 'postCode', message: 'must be 2–12 letters or digits' }];
    expect(addressFailure(new ValidationError({ code: 400, message: 'bad', data: { errors } }))).toEqual({ kind: 'fields', fieldErrors: errors });
  });

  it('shows any other failure by its message, a 400 without fields included', () => {
    expect(addressFailure(new ValidationError({ code: 400, message: 'at most 20 addresses can be kept' }))).toEqual({
      kind: 'failed',
      message: 'at most 20 addresses can be kept',
    });
    expect(addressFailure(new ServerError({ code: 500, message: 'system exception' }))).toEqual({ kind: 'failed', message: 'system exception' });
    expect(addressFailure('offline')).toEqual({ kind: 'failed', message: 'offline' });
  });
});
