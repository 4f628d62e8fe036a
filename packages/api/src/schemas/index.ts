import type { TSchema } from 'typebox';
import type { EndpointKey } from '../endpoints.ts';
import { AdminAuditQuery, AdminLoginBody, AdminOrdersQuery, AdminShipBody, AdminTrackBody } from './admin.ts';
import { AddressEditBody, AddressIdBody, AddressIdParams, AddressListQuery } from './address.ts';
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
import { ActivityParams } from './activity.ts';
import {
  IndexProductQuery,
  MerchantCategoryParams,
  MerchantProductListQuery,
  ProductDetailParams,
  ProductListQuery,
} from './catalog.ts';
import { PageQuery } from './common.ts';
import {
  AdminReviewReplyBody,
  AdminReviewsQuery,
  OrderCommentBody,
  OrderReplyListQuery,
  ReplyListQuery,
  ReplyParams,
} from './review.ts';
import {
  AdminOrderRefundBody,
  AdminRefundNoteBody,
  AdminRefundRefuseBody,
  AdminRefundsQuery,
  RefundApplyBody,
  RefundListQuery,
  RefundOrderNoParams,
  RefundReturnBody,
} from './refund.ts';
import { UploadImageQuery } from './upload.ts';
import { GoodsImportParams, GoodsImportQuery } from './goodsImport.ts';
import {
  AdminMerchantApplicationsQuery,
  AdminMerchantRejectBody,
  MerchantApplyBody,
  MerchantApplyRecordQuery,
} from './settlement.ts';
import { IdParams } from './common.ts';
import { CollectDeleteBody, CollectListQuery, CollectProductBody, CollectProductParams } from './collect.ts';
import { CheckoutCouponsQuery, CouponReceiveBody, CouponsQuery, UserCouponListQuery } from './coupon.ts';
import { MerchantIdParams, MerchantSearchQuery, MerchantStreetQuery } from './merchant.ts';
import { ServiceMessageBody } from './service.ts';
import { PointsListQuery } from './points.ts';
import {
  CodePasswordUpdateBody,
  EmailBindBody,
  EmailBindCodeBody,
  PasswordUpdateBody,
  PhoneBindBody,
  PhoneBindCodeBody,
  UserEditBody,
} from './user.ts';
import {
  AwaitPayListQuery,
  ComputedPriceBody,
  OrderCreateBody,
  OrderListQuery,
  OrderNoParams,
  MasterOrderNoParams,
  MerchantOrderNoParams,
  VisitorMasterOrderQuery,
  VisitorOrderQuery,
  PaymentBody,
  PreOrderBody,
  PreOrderParams,
} from './order.ts';

/**
 * Who may call an endpoint: `required` answers 401 without a live session,
 * `optional` reads the session when there is one, `none` ignores it.
 * `operator` answers 401 without a live operator session (the operator's
 * API, `/api/admin/*`): a shopper's token is not an operator's, and an
 * operator's token is no shopper's session on the other routes.
 */
export type RouteAuth = 'required' | 'optional' | 'none' | 'operator';

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
  'GET /api/front/product/sku/detail/:id': { auth: 'none', params: ProductDetailParams },
  'GET /api/front/product/merchant/pro/list': { auth: 'none', querystring: MerchantProductListQuery },
  'GET /api/front/product/merchant/:merId/category/list': { auth: 'none', params: MerchantCategoryParams },
  'GET /api/front/product/leaderboard': { auth: 'none' },
  'GET /api/front/index/product': { auth: 'none', querystring: IndexProductQuery },
  'GET /api/front/product/reply/list/:id': { auth: 'none', params: ReplyParams, querystring: ReplyListQuery },
  'GET /api/front/product/reply/config/:id': { auth: 'none', params: ReplyParams },
  'GET /api/front/activity/index/list': { auth: 'none' },
  'GET /api/front/activity/list/:aid': { auth: 'none', params: ActivityParams, querystring: PageQuery },
  'GET /api/pc/activity/detail/:aid': { auth: 'none', params: ActivityParams },
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
  'POST /api/front/user/edit': { auth: 'required', body: UserEditBody },
  'POST /api/front/captcha/phone/password': { auth: 'required' },
  'POST /api/front/captcha/email/password': { auth: 'required' },
  'POST /api/front/user/phone/update/password': { auth: 'required', body: CodePasswordUpdateBody },
  'POST /api/front/user/email/update/password': { auth: 'required', body: CodePasswordUpdateBody },
  'POST /api/front/user/password/update': { auth: 'required', body: PasswordUpdateBody },
  'POST /api/front/captcha/phone/bind': { auth: 'required', body: PhoneBindCodeBody },
  'POST /api/front/captcha/email/bind': { auth: 'required', body: EmailBindCodeBody },
  'POST /api/front/user/phone/bind': { auth: 'required', body: PhoneBindBody },
  'POST /api/front/user/email/bind': { auth: 'required', body: EmailBindBody },
  'GET /api/front/merchant/all/type/list': { auth: 'none' },
  'GET /api/front/merchant/all/category/list': { auth: 'none' },
  'GET /api/front/merchant/street': { auth: 'none', querystring: MerchantStreetQuery },
  'GET /api/front/merchant/search/list': { auth: 'none', querystring: MerchantSearchQuery },
  'GET /api/front/merchant/index/info/:id': { auth: 'optional', params: MerchantIdParams },
  'GET /api/front/merchant/detail/:id': { auth: 'none', params: MerchantIdParams },
  'GET /api/front/merchant/customer/service/info/:id': { auth: 'none', params: MerchantIdParams },
  'GET /api/front/coupons': { auth: 'optional', querystring: CouponsQuery },
  'POST /api/front/coupon/receive': { auth: 'required', body: CouponReceiveBody },
  'GET /api/front/coupon/list': { auth: 'required', querystring: UserCouponListQuery },
  'GET /api/front/coupons/order/:preOrderNo': { auth: 'required', params: PreOrderParams, querystring: CheckoutCouponsQuery },
  'POST /api/front/collect/add/product': { auth: 'required', body: CollectProductBody },
  'POST /api/front/collect/cancel/:proId': { auth: 'required', params: CollectProductParams },
  'POST /api/front/collect/delete/product': { auth: 'required', body: CollectDeleteBody },
  'GET /api/front/collect/product/list': { auth: 'required', querystring: CollectListQuery },
  'POST /api/front/collect/add/merchant/:id': { auth: 'required', params: MerchantIdParams },
  'POST /api/front/collect/cancel/merchant/:id': { auth: 'required', params: MerchantIdParams },
  'GET /api/front/collect/merchant/list': { auth: 'required', querystring: CollectListQuery },
  'POST /api/front/service/message': { auth: 'optional', body: ServiceMessageBody },
  'GET /api/front/cart/count': { auth: 'required', querystring: CartCountQuery },
  'GET /api/front/cart/list': { auth: 'required', querystring: CartListQuery },
  'POST /api/front/cart/save': { auth: 'required', body: CartSaveBody },
  'POST /api/front/cart/num': { auth: 'required', body: CartNumBody },
  'POST /api/front/cart/delete': { auth: 'required', body: CartDeleteBody },
  'GET /api/front/address/list': { auth: 'required', querystring: AddressListQuery },
  'GET /api/pc/address/all/list': { auth: 'required' },
  'GET /api/front/address/detail/:id': { auth: 'required', params: AddressIdParams },
  'POST /api/front/address/edit': { auth: 'required', body: AddressEditBody },
  'POST /api/front/address/default/set': { auth: 'required', body: AddressIdBody },
  'POST /api/front/address/del': { auth: 'required', body: AddressIdBody },
  'POST /api/front/address/ip/info': { auth: 'none' },
  'POST /api/front/order/pre/order': { auth: 'required', body: PreOrderBody },
  'GET /api/front/order/load/pre/:preOrderNo': { auth: 'required', params: PreOrderParams },
  'POST /api/front/order/computed/price': { auth: 'required', body: ComputedPriceBody },
  'POST /api/front/order/create': { auth: 'required', body: OrderCreateBody },
  'GET /api/front/order/list': { auth: 'required', querystring: OrderListQuery },
  'GET /api/front/order/await/pay/list': { auth: 'required', querystring: AwaitPayListQuery },
  'GET /api/front/order/detail/:orderNo': { auth: 'required', params: OrderNoParams },
  'GET /api/front/order/master/detail/:orderNo': { auth: 'required', params: OrderNoParams },
  'GET /api/front/order/express/:orderNo': { auth: 'required', params: OrderNoParams },
  'GET /api/front/order/data': { auth: 'required' },
  'GET /api/front/order/center/data': { auth: 'required' },
  'POST /api/front/order/cancel/:orderNo': { auth: 'required', params: MasterOrderNoParams },
  'POST /api/front/order/take/:orderNo': { auth: 'required', params: MerchantOrderNoParams },
  'POST /api/front/order/delete/:orderNo': { auth: 'required', params: MerchantOrderNoParams },
  'GET /api/front/order/visitor/master/detail': { auth: 'none', querystring: VisitorMasterOrderQuery },
  'GET /api/front/order/visitor/detail': { auth: 'none', querystring: VisitorOrderQuery },
  'GET /api/front/user/center/my/integral': { auth: 'required' },
  'GET /api/front/user/center/integral/list': { auth: 'required', querystring: PointsListQuery },
  'GET /api/front/user/center/integral/rules': { auth: 'required' },
  'GET /api/front/pay/method': { auth: 'none' },
  'POST /api/front/pay/payment': { auth: 'required', body: PaymentBody },
  'POST /api/admin/login': { auth: 'none', body: AdminLoginBody },
  'POST /api/admin/logout': { auth: 'operator' },
  'GET /api/admin/orders': { auth: 'operator', querystring: AdminOrdersQuery },
  'POST /api/admin/orders/:orderNo/ship': { auth: 'operator', params: MerchantOrderNoParams, body: AdminShipBody },
  'POST /api/admin/orders/:orderNo/track': { auth: 'operator', params: MerchantOrderNoParams, body: AdminTrackBody },
  'GET /api/admin/audit': { auth: 'operator', querystring: AdminAuditQuery },
  'GET /api/front/order/reply/list': { auth: 'required', querystring: OrderReplyListQuery },
  'POST /api/front/order/comment': { auth: 'required', body: OrderCommentBody },
  'GET /api/admin/reviews': { auth: 'operator', querystring: AdminReviewsQuery },
  'POST /api/admin/reviews/:id/reply': { auth: 'operator', params: ReplyParams, body: AdminReviewReplyBody },
  'GET /api/front/order/apply/refund/:orderNo': { auth: 'required', params: MerchantOrderNoParams },
  'GET /api/front/order/refund/reason': { auth: 'none' },
  'POST /api/front/order/refund': { auth: 'required', body: RefundApplyBody },
  'GET /api/front/order/refund/list': { auth: 'required', querystring: RefundListQuery },
  'GET /api/front/order/refund/detail/:refundOrderNo': { auth: 'required', params: RefundOrderNoParams },
  'POST /api/front/order/refund/return': { auth: 'required', body: RefundReturnBody },
  'GET /api/admin/refunds': { auth: 'operator', querystring: AdminRefundsQuery },
  'POST /api/admin/refunds/:refundOrderNo/approve': { auth: 'operator', params: RefundOrderNoParams, body: AdminRefundNoteBody },
  'POST /api/admin/refunds/:refundOrderNo/refuse': { auth: 'operator', params: RefundOrderNoParams, body: AdminRefundRefuseBody },
  'POST /api/admin/refunds/:refundOrderNo/confirm-return': { auth: 'operator', params: RefundOrderNoParams, body: AdminRefundNoteBody },
  'POST /api/admin/orders/:orderNo/refund': { auth: 'operator', params: MerchantOrderNoParams, body: AdminOrderRefundBody },
  'POST /api/front/upload/image': { auth: 'required', querystring: UploadImageQuery },
  'GET /api/front/upload/rules': { auth: 'none' },
  'GET /api/front/merchant/settled/agreement': { auth: 'none' },
  'POST /api/front/captcha/email/merchant/settled': { auth: 'none', body: EmailOnlyBody },
  'POST /api/front/merchant/settled/apply': { auth: 'required', body: MerchantApplyBody },
  'GET /api/front/merchant/settled/record': { auth: 'required', querystring: MerchantApplyRecordQuery },
  'GET /api/admin/merchant-applications': { auth: 'operator', querystring: AdminMerchantApplicationsQuery },
  'GET /api/admin/merchant-applications/:id': { auth: 'operator', params: IdParams },
  'POST /api/admin/merchant-applications/:id/approve': { auth: 'operator', params: IdParams },
  'POST /api/admin/merchant-applications/:id/reject': { auth: 'operator', params: IdParams, body: AdminMerchantRejectBody },
  'POST /api/admin/merchants/:id/goods/import': { auth: 'operator', params: GoodsImportParams, querystring: GoodsImportQuery },
} as const satisfies Record<EndpointKey, RouteSchema>;

export * from './common.ts';
export * from './catalog.ts';
export * from './review.ts';
export * from './activity.ts';
export * from './auth.ts';
export * from './cart.ts';
export * from './address.ts';
export * from './order.ts';
export * from './service.ts';
export * from './merchant.ts';
export * from './coupon.ts';
export * from './collect.ts';
export * from './admin.ts';
export * from './points.ts';
export * from './user.ts';
export * from './refund.ts';
export * from './upload.ts';
export * from './settlement.ts';
export * from './goodsImport.ts';
