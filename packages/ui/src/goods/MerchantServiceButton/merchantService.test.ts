import { describe, expect, it } from 'vitest';
import { merchantServiceContact, type MerchantServiceConfig } from './merchantService.ts';

const none: MerchantServiceConfig = { serviceType: 'message', serviceLink: '', servicePhone: '', serviceEmail: '' };

describe('merchantServiceContact', () => {
  it('opens an H5 chat page only over http(s)', () => {
    expect(merchantServiceContact({ ...none, serviceType: 'H5', serviceLink: ' https://kefu.example.com/c?m=1 ' })).toEqual({
      kind: 'h5',
      href: 'https://kefu.example.com/c?m=1',
    });
    expect(merchantServiceContact({ ...none, serviceType: 'H5', serviceLink: 'javascript:alert(1)' })).toBeNull();
    expect(merchantServiceContact({ ...none, serviceType: 'H5' })).toBeNull();
  });

  it('dials the phone number without separators', () => {
    expect(merchantServiceContact({ ...none, serviceType: 'phone', servicePhone: '400-800 8888' })).toEqual({
      kind: 'phone',
      href: 'tel:4008008888',
      phone: '400-800 8888',
    });
    expect(merchantServiceContact({ ...none, serviceType: 'phone', servicePhone: 'n/a' })).toBeNull();
  });

  it('writes to a valid email address', () => {
    expect(merchantServiceContact({ ...none, serviceType: 'email', serviceEmail: 'shop@example.com' })).toEqual({
      kind: 'email',
      href: 'mailto:shop@example.com',
      email: 'shop@example.com',
    });
    expect(merchantServiceContact({ ...none, serviceType: 'email', serviceEmail: 'shop' })).toBeNull();
  });

  it('leaves a message, and refuses unknown types', () => {
    expect(merchantServiceContact(none)).toEqual({ kind: 'message' });
    expect(merchantServiceContact({ ...none, serviceType: 'hotline' as never })).toBeNull();
  });
});
