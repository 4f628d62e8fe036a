import { describe, expect, it } from 'vitest';
import { serviceContact, type ServiceConfig } from './serviceContact.ts';

const base: ServiceConfig = { type: 'message', link: '', phone: '', email: '' };

describe('serviceContact', () => {
  it('opens an http(s) chat page for h5', () => {
    expect(serviceContact({ ...base, type: 'h5', link: ' https://kefu.example.com/chat?id=1 ' })).toEqual({
      kind: 'h5',
      href: 'https://kefu.example.com/chat?id=1',
    });
  });

  it('refuses h5 links that are empty or not web pages', () => {
    expect(serviceContact({ ...base, type: 'h5', link: '' })).toBeNull();
    expect(serviceContact({ ...base, type: 'h5', link: 'javascript:alert(1)' })).toBeNull();
    expect(serviceContact({ ...base, type: 'h5', link: '/chat' })).toBeNull();
  });

  it('asks for the leave-a-message dialog for message', () => {
    expect(serviceContact(base)).toEqual({ kind: 'message' });
  });

  it('dials hotline and phone numbers without separators', () => {
    expect(serviceContact({ ...base, type: 'hotline', phone: '400-800 8888' })).toEqual({
      kind: 'phone',
      href: 'tel:4008008888',
      phone: '400-800 8888',
    });
    expect(serviceContact({ ...base, type: 'phone', phone: '+86 138 0013 8000' })).toEqual({
      kind: 'phone',
      href: 'tel:+8613800138000',
      phone: '+86 138 0013 8000',
    });
    expect(serviceContact({ ...base, type: 'hotline', phone: '  ' })).toBeNull();
  });

  it('writes mail for email, and nothing for an invalid address', () => {
    expect(serviceContact({ ...base, type: 'email', email: 'kefu@example.com' })).toEqual({
      kind: 'email',
      href: 'mailto:kefu@example.com',
      email: 'kefu@example.com',
    });
    expect(serviceContact({ ...base, type: 'email', email: 'kefu' })).toBeNull();
  });
});
