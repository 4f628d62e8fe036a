import type { ServiceConfig } from './FloatingWindow/serviceContact.ts';

/** Story data of the floating family. Not part of the published package. */

/** The mobile mall's address, encoded as the panel's QR code. */
export const mobileMallUrl = 'https://m.mall.example.com/';

/** Where 商家入驻 leads (spec §2). */
export const merchantApplyHref = '/users/merchant_settled?menuCur=70';

/** One customer-service config per channel. */
export const services = {
  message: { type: 'message', link: '', phone: '400-800-8888', email: '' },
  h5: { type: 'h5', link: 'https://kefu.mall.example.com/chat?channel=pc', phone: '', email: '' },
  hotline: { type: 'hotline', link: '', phone: '400-800-8888', email: '' },
  email: { type: 'email', link: '', phone: '', email: 'service@mall.example.com' },
} satisfies Record<string, ServiceConfig>;
