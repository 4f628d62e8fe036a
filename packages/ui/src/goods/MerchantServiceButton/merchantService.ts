import { serviceContact, type ServiceContact, type ServiceType } from '../../floating/FloatingWindow/serviceContact.ts';

/** A shop's customer-service channel, as the API spells it (`H5`, `phone`, `message`, `email`). */
export type MerchantServiceType = 'H5' | 'phone' | 'message' | 'email';

/**
 * A shop's customer-service config, shaped like
 * `GET /api/front/merchant/customer/service/info/{merId}` (also part of the
 * shop's index info).
 */
export interface MerchantServiceConfig {
  serviceType: MerchantServiceType;
  /** H5: the chat page. */
  serviceLink: string;
  /** phone: the number to call. */
  servicePhone: string;
  /** email: the address to write to. */
  serviceEmail: string;
  /** message: the shop's note for the leave-a-message channel (not shown here). */
  serviceMessage?: string;
}

const PLATFORM_TYPE: Record<MerchantServiceType, ServiceType> = {
  H5: 'h5',
  phone: 'phone',
  message: 'message',
  email: 'email',
};

/**
 * What the shop's customer-service control does, by the same rules as the
 * mall-wide service panel ({@link serviceContact}): H5 → its page (http/https
 * only), phone → a `tel:` link, email → a `mailto:` link, message → the
 * leave-a-message dialog. `null` when the channel's value is missing or
 * unusable (or the type unknown), so no dead control is shown.
 * @see spec §3 Customer-service config; crmeb-api §4.11 customer/service/info, §5 customer-service type (merchant level)
 */
export function merchantServiceContact(service: MerchantServiceConfig): ServiceContact | null {
  const type = PLATFORM_TYPE[service.serviceType];
  if (!type) return null;
  return serviceContact({ type, link: service.serviceLink, phone: service.servicePhone, email: service.serviceEmail });
}
