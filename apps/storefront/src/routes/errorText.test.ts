import { describe, expect, it } from 'vitest';
import { ApiError } from '@mall/api';
import { shopperMessage } from './errorText.ts';

describe('shopperMessage', () => {
  it('never shows a script\'s failure, such as a chunk that could not be fetched', () => {
    expect(shopperMessage(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:3000/assets/home-abc.js'))).toBeUndefined();
    expect(shopperMessage(new Error('Cannot read properties of undefined'))).toBeUndefined();
    expect(shopperMessage('boom')).toBeUndefined();
  });

  it('shows the server\'s own message, which is already in the shopper\'s language', () => {
    expect(shopperMessage(new ApiError({ code: 500, message: '服务器开小差了' }))).toBe('服务器开小差了');
    expect(shopperMessage(new ApiError({ code: 500, message: '' }))).toBeUndefined();
  });
});
