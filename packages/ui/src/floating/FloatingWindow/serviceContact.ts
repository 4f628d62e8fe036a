/** The customer-service channels of the platform (spec §3 Customer-service config `serviceType`). */
export type ServiceType = 'h5' | 'message' | 'hotline' | 'phone' | 'email';

/** The platform's customer-service config, as the floating window needs it (home data `consumer*` fields). */
export interface ServiceConfig {
  type: ServiceType;
  /** h5: the chat page, opened in a new tab. */
  link: string;
  /** hotline/phone: the number to call. */
  phone: string;
  /** email: the address to write to. */
  email: string;
}

/** What the chat control of the floating window's service panel does. */
export type ServiceContact =
  | { kind: 'h5'; href: string }
  | { kind: 'message' }
  | { kind: 'phone'; href: string; phone: string }
  | { kind: 'email'; href: string; email: string };

const WEB_URL = /^https?:\/\/\S+$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The chat control for a customer-service config: h5 → a web link (only
 * http/https, anything else is refused), message → the leave-a-message
 * dialog, hotline/phone → a `tel:` link (the number without separators),
 * email → a `mailto:` link. `null` when the channel's value is missing or
 * unusable, so no dead control is shown.
 * @see spec §2 Floating window, §3 Customer-service config
 */
export function serviceContact(service: ServiceConfig): ServiceContact | null {
  switch (service.type) {
    case 'h5': {
      const href = service.link.trim();
      return WEB_URL.test(href) ? { kind: 'h5', href } : null;
    }
    case 'message':
      return { kind: 'message' };
    case 'hotline':
    case 'phone': {
      const phone = service.phone.trim();
      const dial = phone.replace(/[^\d+]/g, '');
      return /\d{3,}/.test(dial) ? { kind: 'phone', href: `tel:${dial}`, phone } : null;
    }
    case 'email': {
      const email = service.email.trim();
      return EMAIL.test(email) ? { kind: 'email', href: `mailto:${email}`, email } : null;
    }
  }
}
