import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The mall's PostgreSQL schema: one schema and one set of migrations for both
 * embedded PGlite and a PostgreSQL server (docs/adr/0001-database.md).
 * Money columns are integer cents; stock, sales and balances carry CHECK
 * constraints so they can never go negative, whatever the code does.
 */

/** A PostgreSQL `tsvector`, read and written as its text form. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Goods that may be listed, as far as the product row tells: shown, not
 * deleted, approved. Literal SQL (no bound values), so the planner can prove
 * the partial indexes below from a query that says the same
 * (catalog/visibility.ts `onSale`).
 */
export const LISTED_SQL = sql`is_show and not is_del and audit_status = 1`;

/**
 * Text of a row in the mall's other locales (spec §1; docs/adr/0012-content-locales.md):
 * `{ en: { name: 'Phones' }, th: { name: 'โทรศัพท์' } }`, field names as the
 * row's own properties, arrays for list fields (`attrValues`). The row's
 * columns hold the source text (zh-CN for the platform, the merchant's own
 * language for a shop's content), which is also the fallback.
 */
export type Translations = Partial<Record<'zh-CN' | 'en' | 'fr' | 'th' | 'lao', Record<string, string | string[]>>>;

/** The `i18n` column of a row with translatable text: see {@link Translations}. */
const i18n = () => jsonb('i18n').$type<Translations>().notNull().default({});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- merchants

export const merchantType = pgTable('merchant_type', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  info: text('info').notNull().default(''),
  i18n: i18n(),
});

export const merchantCategory = pgTable(
  'merchant_category',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Platform commission in basis points (1 % = 100). */
    handlingFeeBp: integer('handling_fee_bp').notNull().default(0),
    i18n: i18n(),
  },
  (t) => [check('merchant_category_fee_range', sql`${t.handlingFeeBp} between 0 and 10000`)],
);

export const merchant = pgTable(
  'merchant',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    avatar: text('avatar').notNull(),
    backImage: text('back_image').notNull().default(''),
    isSelf: boolean('is_self').notNull().default(false),
    /** Rating 1–5. */
    starLevel: smallint('star_level').notNull().default(5),
    intro: text('intro').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    serviceHours: text('service_hours').notNull().default(''),
    keywords: text('keywords').notNull().default(''),
    i18n: i18n(),
    typeId: integer('type_id')
      .notNull()
      .references(() => merchantType.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => merchantCategory.id),
    /** Open for business; a closed shop's goods cannot be ordered. */
    isSwitch: boolean('is_switch').notNull().default(true),
    isRecommend: boolean('is_recommend').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    /** Contact person and email shown on the qualification tab (crmeb-api §4.11 merchant detail). */
    realName: text('real_name').notNull().default(''),
    email: text('email').notNull().default(''),
    /** Licence and permit images. */
    qualificationPictures: jsonb('qualification_pictures').$type<string[]>().notNull().default([]),
    /** Card background on the shop street. */
    streetBackImage: text('street_back_image').notNull().default(''),
    /** Banner images of the shop's home tab, and the shop header's background. */
    pcBanner: jsonb('pc_banner').$type<string[]>().notNull().default([]),
    pcBackImage: text('pc_back_image').notNull().default(''),
    /** How the shop's customer service is reached: 'H5' (a chat link), 'phone', 'message' or 'email'. */
    serviceType: text('service_type').notNull().default('phone'),
    serviceLink: text('service_link').notNull().default(''),
    serviceMessage: text('service_message').notNull().default(''),
    serviceEmail: text('service_email').notNull().default(''),
    /** What the mall owes the shop, cents: paid orders less the platform's commission (crmeb-api §6 rule 10). */
    balance: integer('balance').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('merchant_name_key').on(t.name),
    check('merchant_balance_nonneg', sql`${t.balance} >= 0`),
    check('merchant_service_type', sql`${t.serviceType} in ('H5', 'phone', 'message', 'email')`),
    check('merchant_star_range', sql`${t.starLevel} between 1 and 5`),
  ],
);

/**
 * A business's application to open a shop in the mall (spec §3 Settlement
 * application, §4 merchant application statuses; crmeb-api §4.11, §6 rule 17).
 * `auditStatus` 1 pending, 2 approved (then `merId` is the shop it became),
 * 3 rejected with `denialReason`. An application is edited in place while
 * pending or after rejection; resubmitting puts it back to pending.
 */
export const merchantApply = pgTable(
  'merchant_apply',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    /** The business (company) name; the shop's name once approved. */
    name: text('name').notNull(),
    realName: text('real_name').notNull(),
    /** Dial code without '+', as `app_user.country_code`; '' when no phone was given. */
    countryCode: text('country_code').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => merchantCategory.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => merchantType.id),
    /** The category's commission when the application was made, basis points (shown to the applicant). */
    handlingFeeBp: integer('handling_fee_bp').notNull().default(0),
    keywords: text('keywords').notNull().default(''),
    address: text('address').notNull().default(''),
    /** Licence and permit images, mall-relative URLs of the applicant's uploads (at most 10). */
    qualificationPictures: jsonb('qualification_pictures').$type<string[]>().notNull().default([]),
    auditStatus: smallint('audit_status').notNull().default(1),
    denialReason: text('denial_reason').notNull().default(''),
    merId: integer('mer_id').references(() => merchant.id),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('merchant_apply_user_idx').on(t.userId, t.id),
    index('merchant_apply_status_idx').on(t.auditStatus, t.id),
    // At most one pending application per shopper, and no two pending ones for one name or email (crmeb-api §6 rule 17).
    uniqueIndex('merchant_apply_pending_user_key').on(t.userId).where(sql`${t.auditStatus} = 1`),
    uniqueIndex('merchant_apply_pending_name_key').on(sql`lower(${t.name})`).where(sql`${t.auditStatus} = 1`),
    uniqueIndex('merchant_apply_pending_email_key').on(sql`lower(${t.email})`).where(sql`${t.auditStatus} = 1`),
    check('merchant_apply_audit_status', sql`${t.auditStatus} in (1, 2, 3)`),
    check('merchant_apply_pictures', sql`jsonb_array_length(${t.qualificationPictures}) between 1 and 10`),
  ],
);

/** A shop's own category tree (two levels), used by the shop's classify tab (crmeb-api §4.4 merchant category list). */
export const merchantProductCategory = pgTable(
  'merchant_product_category',
  {
    id: serial('id').primaryKey(),
    merId: integer('mer_id')
      .notNull()
      .references(() => merchant.id),
    /** Parent id; 0 for top level. */
    pid: integer('pid').notNull().default(0),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
  },
  (t) => [index('merchant_product_category_mer_idx').on(t.merId)],
);

// ---------------------------------------------------------------- catalogue

export const category = pgTable(
  'category',
  {
    id: serial('id').primaryKey(),
    /** Parent id; 0 for top level. */
    pid: integer('pid').notNull().default(0),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    level: smallint('level').notNull(),
    sort: integer('sort').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
    i18n: i18n(),
  },
  (t) => [index('category_pid_idx').on(t.pid)],
);

export const product = pgTable(
  'product',
  {
    id: serial('id').primaryKey(),
    merId: integer('mer_id')
      .notNull()
      .references(() => merchant.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => category.id),
    name: text('name').notNull(),
    /** Selling points, one per line. */
    info: text('info').notNull().default(''),
    keyword: text('keyword').notNull().default(''),
    /**
     * Deprecated: descriptions live in `product_description` since migration
     * 0006, which copied them there. Kept, unread and unwritten (so '' for new
     * goods), for servers of the previous release during a rolling deploy;
     * a later migration drops it (docs/adr/0007-catalogue-speed.md).
     */
    content: text('content').notNull().default(''),
    image: text('image').notNull(),
    sliderImages: jsonb('slider_images').$type<string[]>().notNull().default([]),
    unitName: text('unit_name').notNull().default(''),
    i18n: i18n(),
    /*
     * Denormalised from the SKUs so lists can filter and sort by price and
     * sales with an index: lowest SKU price and its old price (cents), stock
     * summed over SKUs, real units sold. Kept in step in the same transaction
     * as every SKU change (order creation, seed).
     */
    price: integer('price').notNull().default(0),
    otPrice: integer('ot_price').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    /** Freight per unit, cents. */
    postage: integer('postage').notNull().default(0),
    /** Opening sales figure set by the merchant, added to real sales for display. */
    ficti: integer('ficti').notNull().default(0),
    specType: boolean('spec_type').notNull().default(false),
    /** The shop's own categories (merchant_product_category ids) the goods sit in. */
    merCategoryIds: integer('mer_category_ids').array().notNull().default(sql`'{}'::integer[]`),
    /**
     * Search terms of `name` and `keyword`, space-separated, made by the app
     * (catalog/searchText.ts `searchTextOf`): rewrite it wherever either changes.
     * Indexed as a tsvector (docs/adr/0005-goods-search.md).
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * `search_text` as the tsvector the goods search matches (`@@`) and the GIN
     * index `product_search_idx` holds. Stored, so a row is matched without
     * rebuilding its vector (docs/adr/0005-goods-search.md).
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`array_to_tsvector(string_to_array(search_text, ' '))`),
    isShow: boolean('is_show').notNull().default(true),
    isDel: boolean('is_del').notNull().default(false),
    /** 0 pending, 1 approved, 2 rejected. */
    auditStatus: smallint('audit_status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_mer_idx').on(t.merId),
    // Foreign-key checks and admin lookups over every goods of a category, listed or not.
    index('product_category_idx').on(t.categoryId),
    index('product_mer_category_idx').using('gin', t.merCategoryIds),
    index('product_search_idx').using('gin', t.searchVector),
    // Finds goods still without search terms at start-up (catalog/searchIndex.ts); empty in a healthy mall.
    index('product_search_missing_idx').on(t.id).where(sql`${t.searchText} = ''`),
    /*
     * The list orders of crmeb-api §4.4 over goods that may be listed
     * ({@link LISTED_SQL}; catalog/visibility.ts `onSale` says the same):
     * merchandising order, price and displayed sales, each after the category
     * so a category page walks only its own goods and stops at the page's
     * end. The merchandising index also carries `mer_id`, so a category's
     * count (joined to open shops) needs no heap row where the visibility map
     * allows.
     */
    index('product_listed_sort_idx').on(t.categoryId, t.sort, t.id, t.merId).where(LISTED_SQL),
    // Ties (sort, then id, both descending) are in the index too: price ascending and sales descending, the
    // usual directions, read a page in order; the other two sort only each run of equal prices or sales.
    index('product_listed_price_idx').on(t.categoryId, t.price, t.sort.desc().nullsFirst(), t.id.desc().nullsFirst()).where(LISTED_SQL),
    index('product_listed_sales_idx').on(t.categoryId, sql`(${t.sales} + ${t.ficti})`, t.sort, t.id).where(LISTED_SQL),
    // A shop's picks for its cards (merchant/shopPicks.ts, the goods page): merchandising order, best sellers, newest.
    index('product_listed_mer_idx').on(t.merId, t.sort, sql`(${t.sales} + ${t.ficti})`, t.id).where(LISTED_SQL),
    // The same orders across every category (lists without one: home feed, search by text, a shop).
    index('product_price_idx').on(t.price),
    index('product_total_sales_idx').on(sql`(${t.sales} + ${t.ficti})`),
    index('product_sort_idx').on(t.sort, t.id),
    // Single spaces between terms: an empty term would make the search index refuse the row.
    check('product_search_text_form', sql`${t.searchText} ~ '^([^ ]+( [^ ]+)*)?$'`),
    check('product_postage_nonneg', sql`${t.postage} >= 0`),
    check('product_price_nonneg', sql`${t.price} >= 0 and ${t.otPrice} >= 0`),
    check('product_stock_nonneg', sql`${t.stock} >= 0`),
    check('product_sales_nonneg', sql`${t.sales} >= 0`),
    check('product_ficti_nonneg', sql`${t.ficti} >= 0`),
  ],
);

/**
 * A goods' description HTML (crmeb-api §4.4 `content`), apart from the product
 * row: only the goods page reads it, and kept in the row it made every list
 * and search read twice the pages (docs/adr/0007-catalogue-speed.md).
 * Written by the mall (seed) and escaped on input.
 */
export const productDescription = pgTable('product_description', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => product.id, { onDelete: 'cascade' }),
  content: text('content').notNull().default(''),
  i18n: i18n(),
});

export const productAttr = pgTable(
  'product_attr',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    attrName: text('attr_name').notNull(),
    attrValues: jsonb('attr_values').$type<string[]>().notNull(),
    sort: integer('sort').notNull().default(0),
    i18n: i18n(),
  },
  (t) => [index('product_attr_product_idx').on(t.productId)],
);

/** A SKU ("attr value" in the mall's historical naming). */
export const productSku = pgTable(
  'product_sku',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    /** Specification values joined with ','. */
    sku: text('sku').notNull(),
    attrValue: jsonb('attr_value').$type<Record<string, string>>().notNull(),
    /** Cents. */
    price: integer('price').notNull(),
    /** Old price, cents. */
    otPrice: integer('ot_price').notNull().default(0),
    stock: integer('stock').notNull(),
    sales: integer('sales').notNull().default(0),
    image: text('image').notNull(),
  },
  (t) => [
    uniqueIndex('product_sku_product_sku_key').on(t.productId, t.sku),
    check('product_sku_price_nonneg', sql`${t.price} >= 0 and ${t.otPrice} >= 0`),
    check('product_sku_stock_nonneg', sql`${t.stock} >= 0`),
    check('product_sku_sales_nonneg', sql`${t.sales} >= 0`),
  ],
);

export const guarantee = pgTable('guarantee', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull().default(''),
  content: text('content').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  i18n: i18n(),
});

export const hotKeyword = pgTable('hot_keyword', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  sort: integer('sort').notNull().default(0),
  i18n: i18n(),
});

/** Site settings as JSON values by key (home data, customer service, footer…). */
export const siteConfig = pgTable('site_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

// ---------------------------------------------------------------- shoppers

export const appUser = pgTable(
  'app_user',
  {
    id: serial('id').primaryKey(),
    /** Dial code without '+', e.g. '86'. */
    countryCode: text('country_code').notNull().default(''),
    phone: text('phone'),
    email: text('email'),
    nickname: text('nickname').notNull(),
    avatar: text('avatar').notNull().default(''),
    /** scrypt hash in PHC-like form; never leaves the server. */
    passwordHash: text('password_hash'),
    /** Mall balance, cents. */
    balance: integer('balance').notNull().default(0),
    /** Points that can be spent now; frozen points are in `integral_record` until they thaw. */
    integral: integer('integral').notNull().default(0),
    userType: text('user_type').notNull().default('phone'),
    status: boolean('status').notNull().default(true),
    /** Guests only: SHA-256 of the secret that finds their orders (crmeb-api §6.23). */
    identityHash: text('identity_hash'),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    // A guest may give any phone or email; only accounts that sign in with them hold them uniquely.
    uniqueIndex('app_user_phone_key').on(t.countryCode, t.phone).where(sql`${t.phone} is not null and ${t.userType} <> 'tourist'`),
    uniqueIndex('app_user_email_key').on(t.email).where(sql`${t.email} is not null and ${t.userType} <> 'tourist'`),
    uniqueIndex('app_user_identity_key').on(t.identityHash).where(sql`${t.identityHash} is not null`),
    check('app_user_balance_nonneg', sql`${t.balance} >= 0`),
    check('app_user_integral_nonneg', sql`${t.integral} >= 0`),
  ],
);

/** Third-party sign-ins (Google, Facebook, Twitter): which provider account opens which mall account. */
export const userIdentity = pgTable(
  'user_identity',
  {
    provider: text('provider').notNull(),
    /** The provider's id of the person (Google `sub`, Facebook id, Twitter user id). */
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('user_identity_user_idx').on(t.userId)],
);

/** Live sessions. Only a SHA-256 of each token is stored. */
export const userSession = pgTable(
  'user_session',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('user_session_user_idx').on(t.userId)],
);

/** Every change of a shopper's balance, with the balance after it. */
export const balanceBill = pgTable(
  'balance_bill',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id),
    /** Order number or other reference. */
    linkId: text('link_id').notNull(),
    /** Signed change, cents: negative for spending. */
    amount: integer('amount').notNull(),
    /** Balance after the change, cents. */
    balanceAfter: integer('balance_after').notNull(),
    title: text('title').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('balance_bill_user_idx').on(t.userId), check('balance_bill_after_nonneg', sql`${t.balanceAfter} >= 0`)],
);

export const cartItem = pgTable(
  'cart_item',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
    /** Nullable: a SKU removed by its merchant leaves an invalid line (spec §4). */
    skuId: integer('sku_id').references(() => productSku.id, { onDelete: 'set null' }),
    merId: integer('mer_id')
      .notNull()
      .references(() => merchant.id),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_item_user_sku_key').on(t.userId, t.skuId),
    check('cart_item_quantity_range', sql`${t.quantity} between 1 and 99`),
  ],
);

export const address = pgTable(
  'address',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    realName: text('real_name').notNull(),
    phone: text('phone').notNull(),
    countryCode: text('country_code').notNull().default(''),
    email: text('email').notNull().default(''),
    country: text('country').notNull().default(''),
    detail: text('detail').notNull(),
    postCode: text('post_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    isDel: boolean('is_del').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('address_user_idx').on(t.userId),
    uniqueIndex('address_one_default_key').on(t.userId).where(sql`${t.isDefault} and not ${t.isDel}`),
  ],
);

// ---------------------------------------------------------------- orders

/** A priced, checked checkout waiting to become an order; lives 5 minutes. */
export const preOrder = pgTable(
  'pre_order',
  {
    preOrderNo: text('pre_order_no').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The lines grouped by merchant, priced when the pre-order was made. */
    lines: jsonb('lines').$type<PreOrderLines>().notNull(),
    cartIds: jsonb('cart_ids').$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pre_order_user_idx').on(t.userId)],
);

/** Lines of a pre-order, grouped by merchant. Prices are cents. */
export type PreOrderLines = Array<{
  merId: number;
  merName: string;
  items: Array<{
    productId: number;
    skuId: number;
    productName: string;
    image: string;
    sku: string;
    price: number;
    quantity: number;
    postage: number;
  }>;
}>;

/** The unit of payment: one per checkout (`PT…`). */
export const masterOrder = pgTable(
  'master_order',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique('master_order_no_key'),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id),
    totalNum: integer('total_num').notNull(),
    proTotalPrice: integer('pro_total_price').notNull(),
    totalPostage: integer('total_postage').notNull(),
    /** Merchant and platform coupons together, cents. */
    couponPrice: integer('coupon_price').notNull().default(0),
    /** The platform coupon's part of `couponPrice`, cents. */
    platCouponPrice: integer('plat_coupon_price').notNull().default(0),
    /** The shopper's platform coupon used on the order (`user_coupon.id`), or null. */
    platCouponId: integer('plat_coupon_id'),
    /** Points spent on the order, and the money they took off, cents. */
    useIntegral: integer('use_integral').notNull().default(0),
    integralPrice: integer('integral_price').notNull().default(0),
    payPrice: integer('pay_price').notNull(),
    paid: boolean('paid').notNull().default(false),
    payTime: timestamp('pay_time', { withTimezone: true }),
    payType: text('pay_type').notNull(),
    payChannel: text('pay_channel').notNull().default('pc'),
    isCancel: boolean('is_cancel').notNull().default(false),
    cancelTime: timestamp('cancel_time', { withTimezone: true }),
    /** An unpaid order is cancelled by the job runner at this time (ORDER_UNPAID_TTL_S); null once paid, cancelled or cash on delivery. */
    payDeadline: timestamp('pay_deadline', { withTimezone: true }),
    /** The card payment's id at the payment provider (Stripe PaymentIntent `pi_…`). */
    outTradeNo: text('out_trade_no'),
    mark: text('mark').notNull().default(''),
    addressId: integer('address_id').notNull(),
    realName: text('real_name').notNull(),
    userPhone: text('user_phone').notNull(),
    userAddress: text('user_address').notNull(),
    email: text('email').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('master_order_user_idx').on(t.userId),
    index('master_order_pay_deadline_idx').on(t.payDeadline).where(sql`${t.payDeadline} is not null`),
    uniqueIndex('master_order_out_trade_no_key').on(t.outTradeNo).where(sql`${t.outTradeNo} is not null`),
    check(
      'master_order_money_nonneg',
      sql`${t.proTotalPrice} >= 0 and ${t.totalPostage} >= 0 and ${t.couponPrice} >= 0 and ${t.payPrice} >= 0 and ${t.integralPrice} >= 0 and ${t.useIntegral} >= 0 and ${t.platCouponPrice} >= 0`,
    ),
  ],
);

/** One merchant's part of a checkout (`SH…`); shipping and refunds happen per merchant order. */
export const merchantOrder = pgTable(
  'merchant_order',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique('merchant_order_no_key'),
    masterOrderNo: text('master_order_no')
      .notNull()
      .references(() => masterOrder.orderNo),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id),
    merId: integer('mer_id')
      .notNull()
      .references(() => merchant.id),
    totalNum: integer('total_num').notNull(),
    proTotalPrice: integer('pro_total_price').notNull(),
    totalPostage: integer('total_postage').notNull(),
    /** Merchant coupon plus this order's share of the platform coupon, cents. */
    couponPrice: integer('coupon_price').notNull().default(0),
    /** The shop's own coupon used (`user_coupon.id`), or null, and its deduction, cents. */
    merCouponId: integer('mer_coupon_id'),
    merCouponPrice: integer('mer_coupon_price').notNull().default(0),
    /** This order's share of the platform coupon, cents (docs/adr/0010-checkout-discounts.md). */
    platCouponPrice: integer('plat_coupon_price').notNull().default(0),
    /** This order's share of the points spent, and of the money they took off, cents. */
    useIntegral: integer('use_integral').notNull().default(0),
    integralPrice: integer('integral_price').notNull().default(0),
    /** Points the order earns on completion. */
    gainIntegral: integer('gain_integral').notNull().default(0),
    payPrice: integer('pay_price').notNull(),
    paid: boolean('paid').notNull().default(false),
    payTime: timestamp('pay_time', { withTimezone: true }),
    /** The platform's commission on this order, cents, and what the shop is credited, cents (crmeb-api §6 rule 10). */
    commissionCharge: integer('commission_charge').notNull().default(0),
    merchantIncome: integer('merchant_income').notNull().default(0),
    /** 0 awaiting shipment, 1 awaiting receipt, 2 received, 3 completed, 9 cancelled. */
    status: smallint('status').notNull().default(0),
    /** 0 none, 1 applied, 2 refunding, 3 refunded. */
    refundStatus: smallint('refund_status').notNull().default(0),
    /** Money given back by refunds so far, cents; never above `payPrice`, however many partial refunds. */
    refundPrice: integer('refund_price').notNull().default(0),
    userRemark: text('user_remark').notNull().default(''),
    isUserDel: boolean('is_user_del').notNull().default(false),
    /** How it was shipped: 'express' (company + tracking number), 'send' (a courier by name and phone) or 'noNeed' (virtual). */
    deliveryType: text('delivery_type'),
    /** Express company name and code, tracking number. */
    expressName: text('express_name').notNull().default(''),
    expressCode: text('express_code').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    /** Courier's name and phone for 'send'. */
    deliveryName: text('delivery_name').notNull().default(''),
    deliveryPhone: text('delivery_phone').notNull().default(''),
    deliveryTime: timestamp('delivery_time', { withTimezone: true }),
    /** A shipped order is confirmed received by the job runner at this time (ORDER_AUTO_RECEIPT_DAYS); null otherwise. */
    autoReceiptAt: timestamp('auto_receipt_at', { withTimezone: true }),
    receivingTime: timestamp('receiving_time', { withTimezone: true }),
    cancelTime: timestamp('cancel_time', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('merchant_order_master_idx').on(t.masterOrderNo),
    index('merchant_order_user_idx').on(t.userId, t.status),
    index('merchant_order_mer_idx').on(t.merId, t.status),
    index('merchant_order_auto_receipt_idx').on(t.autoReceiptAt).where(sql`${t.autoReceiptAt} is not null`),
    check(
      'merchant_order_money_nonneg',
      sql`${t.payPrice} >= 0 and ${t.proTotalPrice} >= 0 and ${t.couponPrice} >= 0 and ${t.integralPrice} >= 0 and ${t.commissionCharge} >= 0 and ${t.merchantIncome} >= 0`,
    ),
    check('merchant_order_refund_price', sql`${t.refundPrice} between 0 and ${t.payPrice}`),
    check('merchant_order_delivery_type', sql`${t.deliveryType} is null or ${t.deliveryType} in ('express', 'send', 'noNeed')`),
  ],
);

export const orderItem = pgTable(
  'order_item',
  {
    id: serial('id').primaryKey(),
    merOrderNo: text('mer_order_no')
      .notNull()
      .references(() => merchantOrder.orderNo),
    productId: integer('product_id').notNull(),
    skuId: integer('sku_id').notNull(),
    productName: text('product_name').notNull(),
    image: text('image').notNull(),
    sku: text('sku').notNull(),
    /** Unit price paid, cents. */
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
    isReply: boolean('is_reply').notNull().default(false),
    /** Units asked back in refunds that are open or done (a refused refund gives its units back); never above `quantity`. */
    refundNum: integer('refund_num').notNull().default(0),
    /** The open refund (`RE…`) holding this line, or null: one open refund per line at a time. */
    openRefundNo: text('open_refund_no'),
  },
  (t) => [
    index('order_item_order_idx').on(t.merOrderNo),
    check('order_item_quantity_positive', sql`${t.quantity} > 0 and ${t.price} >= 0`),
    check('order_item_refund_num', sql`${t.refundNum} between 0 and ${t.quantity}`),
  ],
);

/** One point of a shipment's journey, recorded by the operator (crmeb-api §4.16). */
export type LogisticsTrace = { AcceptStation: string; AcceptTime: string };

/** How a shipped merchant order travels (crmeb-api §4.7 OrderLogistics); one row per shipped express order. */
export const orderLogistics = pgTable(
  'order_logistics',
  {
    merOrderNo: text('mer_order_no')
      .primaryKey()
      .references(() => merchantOrder.orderNo),
    expName: text('exp_name').notNull(),
    expCode: text('exp_code').notNull().default(''),
    expNo: text('exp_no').notNull(),
    /** crmeb-api §4.16: -1 bad number, 0 none yet, 1 picked up, 2 in transit, 3 signed for, 4–6 problems. */
    state: smallint('state').notNull().default(0),
    /** Oldest first; AcceptTime is an ISO instant. */
    traces: jsonb('traces').$type<LogisticsTrace[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('order_logistics_state', sql`${t.state} between -1 and 6`)],
);

/**
 * Every change of a shopper's points (the domestic edition's
 * `user_integral_record`). Earned points are frozen (status 2) until
 * `thaw_time`, then complete (3) and added to `app_user.integral`; an order
 * given back makes its records invalid (4).
 */
export const integralRecord = pgTable(
  'integral_record',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    /** The order number it concerns, or '' (link type 'system'). */
    linkId: text('link_id').notNull().default(''),
    linkType: text('link_type').notNull().default('order'),
    /** 1 earned (added), 2 spent (taken). */
    type: smallint('type').notNull(),
    /** What happened, as a message key (`integral.orderGain`, `integral.orderUse`, `integral.orderUseBack`, `integral.orderGainBack`, `integral.seed`). */
    title: text('title').notNull(),
    /** Points changed, always positive; `type` says which way. */
    integral: integer('integral').notNull(),
    /** Available points after the change took effect. */
    balance: integer('balance').notNull(),
    /** 2 frozen, 3 complete, 4 invalid. */
    status: smallint('status').notNull(),
    /** When frozen points become available. */
    thawTime: timestamp('thaw_time', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('integral_record_user_idx').on(t.userId, t.id),
    index('integral_record_thaw_idx').on(t.thawTime).where(sql`${t.status} = 2`),
    // One record of each kind per order: giving back or earning twice is impossible, whatever the code does.
    uniqueIndex('integral_record_once_key').on(t.linkId, t.type, t.title).where(sql`${t.linkId} <> ''`),
    check('integral_record_positive', sql`${t.integral} > 0 and ${t.balance} >= 0`),
    check('integral_record_type', sql`${t.type} in (1, 2)`),
    check('integral_record_status', sql`${t.status} in (2, 3, 4)`),
  ],
);

/**
 * Money movements of merchants and of the platform, and the shopper's
 * payments by card (a shopper's balance changes are in `balance_bill`).
 */
export const bill = pgTable(
  'bill',
  {
    id: serial('id').primaryKey(),
    /** 'user', 'merchant' or 'platform'. */
    party: text('party').notNull(),
    /** The user or merchant id; 0 for the platform. */
    partyId: integer('party_id').notNull(),
    /** Order number it concerns. */
    linkId: text('link_id').notNull(),
    /** 'pay_order' (shopper paid), 'order_income' (merchant credited), 'commission' (platform's fee). */
    type: text('type').notNull(),
    /** Signed change, cents. */
    amount: integer('amount').notNull(),
    payType: text('pay_type').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('bill_party_idx').on(t.party, t.partyId),
    uniqueIndex('bill_once_key').on(t.party, t.partyId, t.linkId, t.type),
    check('bill_party', sql`${t.party} in ('user', 'merchant', 'platform')`),
  ],
);

/** Payment-provider events already handled: a replayed webhook finds its id here and changes nothing. */
export const paymentEvent = pgTable('payment_event', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  orderNo: text('order_no').notNull().default(''),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- after-sale

/**
 * A shopper's request for money back on some lines of one merchant order
 * (`RE…`, crmeb-api §4.9; the issue "After-sale"). `refund_status`: 0 under
 * merchant review, 1 refused, 2 refunding (approved; a return travels back),
 * 3 refunded. `refund_type`: 1 refund only (before shipment), 2 return and
 * refund (after receipt).
 */
export const refundOrder = pgTable(
  'refund_order',
  {
    id: serial('id').primaryKey(),
    refundOrderNo: text('refund_order_no').notNull().unique('refund_order_no_key'),
    merOrderNo: text('mer_order_no')
      .notNull()
      .references(() => merchantOrder.orderNo),
    masterOrderNo: text('master_order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id),
    merId: integer('mer_id')
      .notNull()
      .references(() => merchant.id),
    refundType: smallint('refund_type').notNull(),
    refundStatus: smallint('refund_status').notNull().default(0),
    totalNum: integer('total_num').notNull(),
    /** Money this refund gives back, cents: the lines' share of what was paid, plus freight with the last line. */
    refundPrice: integer('refund_price').notNull(),
    /** Its parts, cents: goods, freight; and the points it gives back. */
    goodsPrice: integer('goods_price').notNull(),
    postagePrice: integer('postage_price').notNull().default(0),
    useIntegralBack: integer('use_integral_back').notNull().default(0),
    /** Earned points taken back (or voided while frozen) with it. */
    gainIntegralBack: integer('gain_integral_back').notNull().default(0),
    /** The shop's credit and the platform's commission reversed by it, cents (income + commission = refund price once refunded). */
    incomeBack: integer('income_back').notNull().default(0),
    commissionBack: integer('commission_back').notNull().default(0),
    /** The shopper's reason (one of `refund/reason`), description and voucher images (URLs of their uploads). */
    reason: text('reason').notNull(),
    explain: text('explain').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** The merchant's answer: why it was refused, or a note on approval. */
    merchantNote: text('merchant_note').notNull().default(''),
    /** Started by the merchant (refunded on its own initiative), not asked by the shopper. */
    byMerchant: boolean('by_merchant').notNull().default(false),
    /** The return parcel, entered by the shopper once a return is approved. */
    returnExpressName: text('return_express_name').notNull().default(''),
    returnTrackingNo: text('return_tracking_no').notNull().default(''),
    /** Under review past this time: approved by the job runner (REFUND_AUTO_APPROVE_HOURS). Null once answered. */
    autoApproveAt: timestamp('auto_approve_at', { withTimezone: true }),
    /** Where the money went back: 'yue', 'stripe' (its refund id in `outRefundNo`), 'cod' (offline). */
    refundChannel: text('refund_channel').notNull().default(''),
    outRefundNo: text('out_refund_no').notNull().default(''),
    refundTime: timestamp('refund_time', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refund_order_user_idx').on(t.userId, t.id),
    index('refund_order_mer_order_idx').on(t.merOrderNo),
    index('refund_order_status_idx').on(t.refundStatus, t.id),
    index('refund_order_auto_approve_idx').on(t.autoApproveAt).where(sql`${t.autoApproveAt} is not null`),
    check('refund_order_type', sql`${t.refundType} in (1, 2)`),
    check('refund_order_status', sql`${t.refundStatus} between 0 and 3`),
    check('refund_order_money', sql`${t.refundPrice} >= 0 and ${t.goodsPrice} >= 0 and ${t.postagePrice} >= 0 and ${t.refundPrice} = ${t.goodsPrice} + ${t.postagePrice}`),
    check('refund_order_total_num', sql`${t.totalNum} > 0`),
  ],
);

/** The lines of a refund and how many units of each it asks back. */
export const refundItem = pgTable(
  'refund_item',
  {
    id: serial('id').primaryKey(),
    refundOrderNo: text('refund_order_no')
      .notNull()
      .references(() => refundOrder.refundOrderNo),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItem.id),
    num: integer('num').notNull(),
    /** This line's part of the refund, cents. */
    refundPrice: integer('refund_price').notNull(),
  },
  (t) => [
    uniqueIndex('refund_item_line_key').on(t.refundOrderNo, t.orderItemId),
    index('refund_item_order_item_idx').on(t.orderItemId),
    check('refund_item_num', sql`${t.num} > 0 and ${t.refundPrice} >= 0`),
  ],
);

/** Every step of a refund, for its timeline: applied, approved, refused, returned, received back, refunded. */
export const refundEvent = pgTable(
  'refund_event',
  {
    id: serial('id').primaryKey(),
    refundOrderNo: text('refund_order_no')
      .notNull()
      .references(() => refundOrder.refundOrderNo),
    /** 'apply', 'approve', 'refuse', 'return', 'receive', 'refund', 'autoApprove'. */
    event: text('event').notNull(),
    /** The refund's status after the step. */
    status: smallint('status').notNull(),
    /** Who: 'shopper', 'merchant' (an operator), 'system' (the job runner). */
    actor: text('actor').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('refund_event_refund_idx').on(t.refundOrderNo, t.id)],
);

/**
 * Images shoppers uploaded (`upload/image`), stored by content hash. Not
 * attached to anything until a form that uses them is submitted; unattached
 * ones older than a day are removed by the job runner.
 */
export const upload = pgTable(
  'upload',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    /** SHA-256 of the re-encoded image, hex; the stored file's name. */
    hash: text('hash').notNull(),
    /** 'jpg', 'png' or 'webp' (what it was re-encoded to). */
    ext: text('ext').notNull(),
    /** Bytes of the stored image. */
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The name the shopper's file had (shown, never used as a path). */
    originalName: text('original_name').notNull().default(''),
    /** What uses it ('refund', 'review', 'avatar', …) and when it was attached; null while unattached. */
    attachedTo: text('attached_to'),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('upload_user_hash_key').on(t.userId, t.hash),
    index('upload_hash_idx').on(t.hash),
    index('upload_unattached_idx').on(t.createdAt).where(sql`${t.attachedAt} is null`),
  ],
);

// ---------------------------------------------------------------- operators

/** The mall's operators: separate from shoppers, created from the command line. */
export const operator = pgTable(
  'operator',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** scrypt hash, as shoppers' passwords; never leaves the server. */
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operator_email_key').on(sql`lower(${t.email})`)],
);

/** Operators' live sessions. Only a SHA-256 of each token is stored. */
export const operatorSession = pgTable(
  'operator_session',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operator.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('operator_session_operator_idx').on(t.operatorId)],
);

/** Every operator action: who, what, on what, when, and the state before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** Null when done from the command line without an operator account. */
    operatorId: integer('operator_id').references(() => operator.id),
    /** 'cli' or 'api'. */
    via: text('via').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_target_idx').on(t.target)],
);

// ---------------------------------------------------------------- customer service

/** Messages left for customer service from the floating window (spec §2, consumerType `message`). */
export const serviceMessage = pgTable(
  'service_message',
  {
    id: serial('id').primaryKey(),
    /** The shopper, when signed in. */
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Phone number or email address to answer to. */
    contact: text('contact').notNull(),
    content: text('content').notNull(),
    /** Client address, to trace abuse. */
    ip: text('ip').notNull().default(''),
    handled: boolean('handled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('service_message_created_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------- reviews

/**
 * A shopper's review of goods they bought (crmeb-api §4.4 reply list).
 * Good: star 5; general: 2–4; bad: 1 (crmeb-api §5 review type).
 */
export const productReply = pgTable(
  'product_reply',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    merId: integer('mer_id')
      .notNull()
      .references(() => merchant.id),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    /** The order line reviewed; null for seeded reviews. */
    orderItemId: integer('order_item_id'),
    /** Name and avatar as shown (kept when the account goes). */
    nickname: text('nickname').notNull(),
    avatar: text('avatar').notNull().default(''),
    star: smallint('star').notNull(),
    comment: text('comment').notNull(),
    pics: jsonb('pics').$type<string[]>().notNull().default([]),
    /** The SKU bought, e.g. 'Red,XL'. */
    sku: text('sku').notNull().default(''),
    /** Product-quality and service-attitude ratings, 1–5 (spec §3 Review); null for seeded reviews. */
    productScore: smallint('product_score'),
    serviceScore: smallint('service_score'),
    /** Shown as an anonymous buyer: the stored nickname is already masked that way. */
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    merchantReplyContent: text('merchant_reply_content').notNull().default(''),
    merchantReplyTime: timestamp('merchant_reply_time', { withTimezone: true }),
    isDel: boolean('is_del').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_reply_product_idx').on(t.productId, t.star, t.id),
    uniqueIndex('product_reply_order_item_key').on(t.orderItemId).where(sql`${t.orderItemId} is not null`),
    check('product_reply_star_range', sql`${t.star} between 1 and 5`),
    check(
      'product_reply_scores',
      sql`(${t.productScore} is null or ${t.productScore} between 1 and 5) and (${t.serviceScore} is null or ${t.serviceScore} between 1 and 5)`,
    ),
  ],
);

// ---------------------------------------------------------------- activities

/** A themed selection of goods shown on the home page (crmeb-api §4.3 activity). */
export const activity = pgTable('activity', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Home block layout: 1 carousel, 2 big/small grid, 3 big image (crmeb-api §5). */
  type: smallint('type').notNull(),
  /** Banner images of the activity page. */
  banner: jsonb('banner').$type<string[]>().notNull().default([]),
  instruction: text('instruction').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  isShow: boolean('is_show').notNull().default(true),
  startTime: timestamp('start_time', { withTimezone: true }),
  endTime: timestamp('end_time', { withTimezone: true }),
  i18n: i18n(),
});

export const activityProduct = pgTable(
  'activity_product',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activity.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.productId] })],
);

// ---------------------------------------------------------------- coupons

/**
 * A coupon a shop (or the platform) offers (crmeb-api §4.13, §5 coupon enums).
 * Money in cents. `lastTotal` is what is left of a limited issue; it never goes negative.
 */
export const coupon = pgTable(
  'coupon',
  {
    id: serial('id').primaryKey(),
    /** Issuing shop; null for platform coupons (useType 3). */
    merId: integer('mer_id').references(() => merchant.id),
    name: text('name').notNull(),
    i18n: i18n(),
    /** Discount, cents. */
    money: integer('money').notNull(),
    /** Goods total the order must reach, cents; 0 for no threshold. */
    minPrice: integer('min_price').notNull().default(0),
    /** 1 whole shop, 2 listed goods (`productIds`), 3 platform. */
    useType: smallint('use_type').notNull(),
    productIds: integer('product_ids').array().notNull().default(sql`'{}'::integer[]`),
    isLimited: boolean('is_limited').notNull().default(false),
    total: integer('total').notNull().default(0),
    lastTotal: integer('last_total').notNull().default(0),
    receiveStartTime: timestamp('receive_start_time', { withTimezone: true }).notNull(),
    receiveEndTime: timestamp('receive_end_time', { withTimezone: true }),
    /** Valid between fixed dates, or for `day` days from receipt. */
    isFixedTime: boolean('is_fixed_time').notNull().default(false),
    day: integer('day').notNull().default(0),
    useStartTime: timestamp('use_start_time', { withTimezone: true }),
    useEndTime: timestamp('use_end_time', { withTimezone: true }),
    status: boolean('status').notNull().default(true),
    isDel: boolean('is_del').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_mer_idx').on(t.merId),
    check('coupon_money_positive', sql`${t.money} > 0 and ${t.minPrice} >= 0`),
    check('coupon_last_total_range', sql`${t.lastTotal} >= 0 and ${t.lastTotal} <= ${t.total}`),
    check('coupon_use_type', sql`${t.useType} in (1, 2, 3)`),
  ],
);

/** A coupon in a shopper's hands; a copy of the coupon's terms at the time it was received. */
export const userCoupon = pgTable(
  'user_coupon',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupon.id),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    merId: integer('mer_id').references(() => merchant.id),
    name: text('name').notNull(),
    money: integer('money').notNull(),
    minPrice: integer('min_price').notNull(),
    useType: smallint('use_type').notNull(),
    productIds: integer('product_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** 0 unused, 1 used, 2 expired. */
    status: smallint('status').notNull().default(0),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    useTime: timestamp('use_time', { withTimezone: true }),
    /** The master order that used it; a cancelled order gives it back. */
    orderNo: text('order_no'),
    /** 'get' claimed by the shopper, 'send' issued by the mall. */
    type: text('type').notNull().default('get'),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_coupon_user_idx').on(t.userId, t.status),
    // The job runner finds unused coupons past their end (crmeb-api §6 rule 15).
    index('user_coupon_expiry_idx').on(t.endTime).where(sql`${t.status} = 0`),
    // A shopper claims each coupon once (crmeb-api §6).
    uniqueIndex('user_coupon_claim_key').on(t.couponId, t.userId).where(sql`${t.type} = 'get'`),
  ],
);

// ---------------------------------------------------------------- favourites

/** Goods a shopper keeps as favourites (crmeb-api §4.12). */
export const productCollect = pgTable(
  'product_collect',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** Shops a shopper follows (crmeb-api §4.12); followers are counted from here. */
export const merchantCollect = pgTable(
  'merchant_collect',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    merId: integer('mer_id')
      .notNull()
      .references(() => merchant.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.merId] }), index('merchant_collect_mer_idx').on(t.merId)],
);
