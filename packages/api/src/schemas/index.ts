import type { TSchema } from 'typebox';
import type { EndpointKey } from '../endpoints.ts';
import { AddressEditBody, AddressListQuery } from './address.ts';
import {
  EmailOnlyBody,
  EmailPasswordLoginBody,
  EmailRegisterBody,
  EmailResetPasswordBody,
  FacebookLoginBody,
  GoogleLoginBody,
  PhoneCaptchaLoginBody,
  PhonePasswordLoginBody,
  PhoneRegisterBody,
  QrStatusQuery,
  QrTicketBody,
  SendCodeBody,
  TwitterLoginBody,
  TwitterRequestTokenQuery,
  VisitorRegisterBody,
} from './auth.ts';
import { CartCountQuery, CartDeleteBody, CartListQuery, CartNumBody, CartSaveBody } from './cart.ts';
import { ProductDetailParams, ProductListQuery } from './catalog.ts';
import { ServiceMessageBody } from './service.ts';
import {
  OrderCreateBody,
  OrderListQuery,
  OrderNoParams,
  PaymentBody,
  PreOrderBody,
  PreOrderParams,
} from './order.ts';

/**
 * Who may call an endpoint: `required` answers 401 without a live session,
 * `optional` reads the session when there is one, `none` ignores it.
 */
export type RouteAuth = 'required' | 'optional' | 'none';

/** Validation schemas and the auth rule of one endpoint. */
export interface RouteSchema {
  auth: RouteAuth;
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
}

/**
 * The runtime half of the contract: for every endpoint, its request schemas
 * and auth rule. The server validates with these; `satisfies` makes a missing
 * or unknown endpoint a type error.
 */
export const routeSchemas = {
  'GET /api/pc/home/index': { auth: 'none' },
  'GET /api/front/search/keyword': { auth: 'none' },
  'GET /api/front/product/category': { auth: 'none' },
  'GET /api/front/product/list': { auth: 'none', querystring: ProductListQuery },
  'GET /api/front/product/detail/:id': { auth: 'optional', params: ProductDetailParams },
  'POST /api/front/login/mobile/password': { auth: 'none', body: PhonePasswordLoginBody },
  'POST /api/front/login/token/is/exist': { auth: 'optional' },
  'GET /api/front/login/logout': { auth: 'optional' },
  'POST /api/front/login/mobile/captcha': { auth: 'none', body: PhoneCaptchaLoginBody },
  'POST /api/front/login/email': { auth: 'none', body: EmailPasswordLoginBody },
  'POST /api/front/login/register/mobile': { auth: 'none', body: PhoneRegisterBody },
  'POST /api/front/login/register/email': { auth: 'none', body: EmailRegisterBody },
  'POST /api/front/login/register/visitor': { auth: 'none', body: VisitorRegisterBody },
  'POST /api/front/login/sendCode': { auth: 'none', body: SendCodeBody },
  'POST /api/front/login/email/captcha': { auth: 'none', body: EmailOnlyBody },
  'POST /api/front/login/email/forget/password': { auth: 'none', body: EmailOnlyBody },
  'POST /api/front/login/email/reset/password': { auth: 'none', body: EmailResetPasswordBody },
  'GET /api/front/login/method/info': { auth: 'none' },
  'GET /api/pc/login/getLoginPic': { auth: 'none' },
  'POST /api/front/login/google': { auth: 'none', body: GoogleLoginBody },
  'POST /api/front/login/facebook': { auth: 'none', body: FacebookLoginBody },
  'GET /api/front/login/twitter/request/token': { auth: 'none', querystring: TwitterRequestTokenQuery },
  'POST /api/front/login/twitter': { auth: 'none', body: TwitterLoginBody },
  'POST /api/front/login/qr/ticket': { auth: 'none' },
  'GET /api/front/login/qr/status': { auth: 'none', querystring: QrStatusQuery },
  'POST /api/front/login/qr/scan': { auth: 'required', body: QrTicketBody },
  'POST /api/front/login/qr/confirm': { auth: 'required', body: QrTicketBody },
  'GET /api/front/user/info': { auth: 'required' },
  'GET /api/front/user/menu/user': { auth: 'required' },
  'GET /api/front/merchant/all/type/list': { auth: 'none' },
  'GET /api/front/merchant/all/category/list': { auth: 'none' },
  'POST /api/front/service/message': { auth: 'optional', body: ServiceMessageBody },
  'GET /api/front/cart/count': { auth: 'required', querystring: CartCountQuery },
  'GET /api/front/cart/list': { auth: 'required', querystring: CartListQuery },
  'POST /api/front/cart/save': { auth: 'required', body: CartSaveBody },
  'POST /api/front/cart/num': { auth: 'required', body: CartNumBody },
  'POST /api/front/cart/delete': { auth: 'required', body: CartDeleteBody },
  'GET /api/front/address/list': { auth: 'required', querystring: AddressListQuery },
  'POST /api/front/address/edit': { auth: 'required', body: AddressEditBody },
  'POST /api/front/order/pre/order': { auth: 'required', body: PreOrderBody },
  'GET /api/front/order/load/pre/:preOrderNo': { auth: 'required', params: PreOrderParams },
  'POST /api/front/order/create': { auth: 'required', body: OrderCreateBody },
  'GET /api/front/order/list': { auth: 'required', querystring: OrderListQuery },
  'GET /api/front/order/detail/:orderNo': { auth: 'required', params: OrderNoParams },
  'GET /api/front/order/master/detail/:orderNo': { auth: 'required', params: OrderNoParams },
  'GET /api/front/order/data': { auth: 'required' },
  'GET /api/front/pay/method': { auth: 'none' },
  'POST /api/front/pay/payment': { auth: 'required', body: PaymentBody },
} as const satisfies Record<EndpointKey, RouteSchema>;

export * from './common.ts';
export * from './catalog.ts';
export * from './auth.ts';
export * from './cart.ts';
export * from './address.ts';
export * from './order.ts';
export * from './service.ts';
