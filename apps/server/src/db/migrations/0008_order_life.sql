CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer,
	"via" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill" (
	"id" serial PRIMARY KEY NOT NULL,
	"party" text NOT NULL,
	"party_id" integer NOT NULL,
	"link_id" text NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"pay_type" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_party" CHECK ("bill"."party" in ('user', 'merchant', 'platform'))
);
--> statement-breakpoint
CREATE TABLE "integral_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"link_id" text DEFAULT '' NOT NULL,
	"link_type" text DEFAULT 'order' NOT NULL,
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"integral" integer NOT NULL,
	"balance" integer NOT NULL,
	"status" smallint NOT NULL,
	"thaw_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integral_record_positive" CHECK ("integral_record"."integral" > 0 and "integral_record"."balance" >= 0),
	CONSTRAINT "integral_record_type" CHECK ("integral_record"."type" in (1, 2)),
	CONSTRAINT "integral_record_status" CHECK ("integral_record"."status" in (2, 3, 4))
);
--> statement-breakpoint
CREATE TABLE "operator" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operator_session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_logistics" (
	"mer_order_no" text PRIMARY KEY NOT NULL,
	"exp_name" text NOT NULL,
	"exp_code" text DEFAULT '' NOT NULL,
	"exp_no" text NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"traces" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_logistics_state" CHECK ("order_logistics"."state" between -1 and 6)
);
--> statement-breakpoint
CREATE TABLE "payment_event" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"order_no" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "master_order" DROP CONSTRAINT "master_order_money_nonneg";--> statement-breakpoint
ALTER TABLE "merchant_order" DROP CONSTRAINT "merchant_order_money_nonneg";--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "integral" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "master_order" ADD COLUMN "plat_coupon_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "master_order" ADD COLUMN "plat_coupon_id" integer;--> statement-breakpoint
ALTER TABLE "master_order" ADD COLUMN "use_integral" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "master_order" ADD COLUMN "integral_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "master_order" ADD COLUMN "cancel_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "master_order" ADD COLUMN "pay_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "master_order" ADD COLUMN "out_trade_no" text;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "balance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_order" ADD COLUMN "mer_coupon_id" integer;--> statement-breakpoint
ALTER TABLE "merchant_order" ADD COLUMN "mer_coupon_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_order" ADD COLUMN "plat_coupon_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_order" ADD COLUMN "use_integral" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_order" ADD COLUMN "integral_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_order" ADD COLUMN "gain_integral" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_order" ADD COLUMN "commission_charge" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_order" ADD COLUMN "merchant_income" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_order" ADD COLUMN "delivery_type" text;--> statement-breakpoint
ALTER TABLE "merchant_order" ADD COLUMN "express_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_order" ADD COLUMN "express_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_order" ADD COLUMN "tracking_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_order" ADD COLUMN "delivery_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_order" ADD COLUMN "delivery_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_order" ADD COLUMN "delivery_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_order" ADD COLUMN "auto_receipt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_order" ADD COLUMN "receiving_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_order" ADD COLUMN "cancel_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_coupon" ADD COLUMN "order_no" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_operator_id_operator_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operator"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integral_record" ADD CONSTRAINT "integral_record_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_session" ADD CONSTRAINT "operator_session_operator_id_operator_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_logistics" ADD CONSTRAINT "order_logistics_mer_order_no_merchant_order_order_no_fk" FOREIGN KEY ("mer_order_no") REFERENCES "public"."merchant_order"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target");--> statement-breakpoint
CREATE INDEX "bill_party_idx" ON "bill" USING btree ("party","party_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_once_key" ON "bill" USING btree ("party","party_id","link_id","type");--> statement-breakpoint
CREATE INDEX "integral_record_user_idx" ON "integral_record" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "integral_record_thaw_idx" ON "integral_record" USING btree ("thaw_time") WHERE "integral_record"."status" = 2;--> statement-breakpoint
CREATE UNIQUE INDEX "integral_record_once_key" ON "integral_record" USING btree ("link_id","type","title") WHERE "integral_record"."link_id" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "operator_email_key" ON "operator" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "operator_session_operator_idx" ON "operator_session" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "master_order_pay_deadline_idx" ON "master_order" USING btree ("pay_deadline") WHERE "master_order"."pay_deadline" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "master_order_out_trade_no_key" ON "master_order" USING btree ("out_trade_no") WHERE "master_order"."out_trade_no" is not null;--> statement-breakpoint
CREATE INDEX "merchant_order_mer_idx" ON "merchant_order" USING btree ("mer_id","status");--> statement-breakpoint
CREATE INDEX "merchant_order_auto_receipt_idx" ON "merchant_order" USING btree ("auto_receipt_at") WHERE "merchant_order"."auto_receipt_at" is not null;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_integral_nonneg" CHECK ("app_user"."integral" >= 0);--> statement-breakpoint
ALTER TABLE "master_order" ADD CONSTRAINT "master_order_money_nonneg" CHECK ("master_order"."pro_total_price" >= 0 and "master_order"."total_postage" >= 0 and "master_order"."coupon_price" >= 0 and "master_order"."pay_price" >= 0 and "master_order"."integral_price" >= 0 and "master_order"."use_integral" >= 0 and "master_order"."plat_coupon_price" >= 0);--> statement-breakpoint
ALTER TABLE "merchant" ADD CONSTRAINT "merchant_balance_nonneg" CHECK ("merchant"."balance" >= 0);--> statement-breakpoint
ALTER TABLE "merchant_order" ADD CONSTRAINT "merchant_order_delivery_type" CHECK ("merchant_order"."delivery_type" is null or "merchant_order"."delivery_type" in ('express', 'send', 'noNeed'));--> statement-breakpoint
ALTER TABLE "merchant_order" ADD CONSTRAINT "merchant_order_money_nonneg" CHECK ("merchant_order"."pay_price" >= 0 and "merchant_order"."pro_total_price" >= 0 and "merchant_order"."coupon_price" >= 0 and "merchant_order"."integral_price" >= 0 and "merchant_order"."commission_charge" >= 0 and "merchant_order"."merchant_income" >= 0);--> statement-breakpoint
-- Orders placed before the job runner existed get the default time to pay, counted from when they were placed.
UPDATE "master_order" SET "pay_deadline" = "created_at" + interval '7200 seconds' WHERE NOT "paid" AND NOT "is_cancel" AND "pay_type" <> 'cod';
