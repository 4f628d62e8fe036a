import { Type } from 'typebox';
import { Email, Id, PageQueryProps, PlainText, Text } from './common.ts';

/**
 * Request schemas of the operator's API (`/api/admin/*`): operators sign in,
 * list merchant orders, ship them, record their journey and read the audit
 * log. Operators are not shoppers: their tokens come from
 * `POST /api/admin/login` and work nowhere else.
 */

/** Most characters of an operator's password (at least {@link OPERATOR_PASSWORD_MIN}). */
export const OPERATOR_PASSWORD_MAX = 128;
/** Fewest characters of an operator's password, checked when it is set (the CLI), not at sign-in. */
export const OPERATOR_PASSWORD_MIN = 12;

/** Body of `POST /api/admin/login`. */
export const AdminLoginBody = Type.Object({
  email: Email,
  password: PlainText(OPERATOR_PASSWORD_MAX, 1),
});

/** Merchant-order statuses an operator may filter by (crmeb-api §5): 0 awaiting shipment, 1 awaiting receipt, 2 received, 3 completed, 9 cancelled. */
export const MerchantOrderStatus = Type.Enum([0, 1, 2, 3, 9]);

/**
 * Query of `GET /api/admin/orders`: paging, and optionally one shop, one
 * status, and the start of an order number (a merchant order `SH…` or the
 * master order `PT…` it belongs to).
 */
export const AdminOrdersQuery = Type.Object({
  ...PageQueryProps,
  merId: Type.Optional(Id),
  status: Type.Optional(MerchantOrderStatus),
  orderNo: Type.Optional(Type.String({ pattern: '^(PT|SH)[0-9]{0,30}$' })),
});

/** How a merchant order leaves: by an express company, by a courier of the shop, or not at all (virtual goods). */
export const AdminDeliveryType = Type.Enum(['express', 'send', 'noNeed']);

/** A phone number as couriers give it: digits, an optional leading `+`, spaces and dashes between. */
export const CourierPhone = Type.String({ minLength: 5, maxLength: 20, pattern: '^\\+?[0-9][0-9 -]{3,18}[0-9]$' });

/**
 * Body of `POST /api/admin/orders/{SH…}/ship`. Which fields are needed
 * depends on `deliveryType` (the server names the missing or stray one):
 * - `express`: `expressName` (the company, e.g. 顺丰速运), `trackingNo`, and optionally `expressCode` (e.g. `SF`);
 * - `send`: `deliveryName` and `deliveryPhone` of the courier;
 * - `noNeed`: nothing else.
 */
export const AdminShipBody = Type.Object({
  deliveryType: AdminDeliveryType,
  expressName: Type.Optional(Text(50)),
  expressCode: Type.Optional(Type.String({ maxLength: 20, pattern: '^[A-Za-z0-9_-]*$' })),
  trackingNo: Type.Optional(Type.String({ minLength: 4, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' })),
  deliveryName: Type.Optional(Text(50)),
  deliveryPhone: Type.Optional(CourierPhone),
});

/** Logistics states (crmeb-api §4.16): -1 bad number, 0 none yet, 1 picked up, 2 in transit, 3 signed for, 4 problem, 5 difficult, 6 returned. */
export const LogisticsState = Type.Integer({ minimum: -1, maximum: 6 });

/** A time as the wire writes it, `yyyy-MM-dd HH:mm:ss` (or without seconds), in the mall's time zone. */
export const WireTimeText = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}(:[0-9]{2})?$' });

/**
 * Body of `POST /api/admin/orders/{SH…}/track`: one point of the parcel's
 * journey (`station`: where it is and what happened), the state it puts the
 * shipment in, and when it happened (now when absent).
 */
export const AdminTrackBody = Type.Object({
  station: Text(200),
  state: Type.Optional(LogisticsState),
  time: Type.Optional(WireTimeText),
});

/** Query of `GET /api/admin/audit`: paging, and optionally one target (an order number, `operator:<id>`). */
export const AdminAuditQuery = Type.Object({
  ...PageQueryProps,
  target: Type.Optional(PlainText(64, 1)),
});
