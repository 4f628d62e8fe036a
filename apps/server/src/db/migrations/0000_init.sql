CREATE TABLE "address" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"real_name" text NOT NULL,
	"phone" text NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"detail" text NOT NULL,
	"post_code" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_del" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"phone" text,
	"email" text,
	"nickname" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"balance" integer DEFAULT 0 NOT NULL,
	"user_type" text DEFAULT 'phone' NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "app_user_balance_nonneg" CHECK ("app_user"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "balance_bill" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"link_id" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_bill_after_nonneg" CHECK ("balance_bill"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cart_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku_id" integer,
	"mer_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_item_quantity_range" CHECK ("cart_item"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "category" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"level" smallint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guarantee" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_keyword" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"total_num" integer NOT NULL,
	"pro_total_price" integer NOT NULL,
	"total_postage" integer NOT NULL,
	"coupon_price" integer DEFAULT 0 NOT NULL,
	"pay_price" integer NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"pay_time" timestamp with time zone,
	"pay_type" text NOT NULL,
	"pay_channel" text DEFAULT 'pc' NOT NULL,
	"is_cancel" boolean DEFAULT false NOT NULL,
	"mark" text DEFAULT '' NOT NULL,
	"address_id" integer NOT NULL,
	"real_name" text NOT NULL,
	"user_phone" text NOT NULL,
	"user_address" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_order_no_key" UNIQUE("order_no"),
	CONSTRAINT "master_order_money_nonneg" CHECK ("master_order"."pro_total_price" >= 0 and "master_order"."total_postage" >= 0 and "master_order"."coupon_price" >= 0 and "master_order"."pay_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "merchant" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"avatar" text NOT NULL,
	"back_image" text DEFAULT '' NOT NULL,
	"is_self" boolean DEFAULT false NOT NULL,
	"star_level" smallint DEFAULT 5 NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"service_hours" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"type_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"is_switch" boolean DEFAULT true NOT NULL,
	"is_recommend" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_star_range" CHECK ("merchant"."star_level" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "merchant_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"handling_fee_bp" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_category_fee_range" CHECK ("merchant_category"."handling_fee_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "merchant_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"master_order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"mer_id" integer NOT NULL,
	"total_num" integer NOT NULL,
	"pro_total_price" integer NOT NULL,
	"total_postage" integer NOT NULL,
	"coupon_price" integer DEFAULT 0 NOT NULL,
	"pay_price" integer NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"pay_time" timestamp with time zone,
	"status" smallint DEFAULT 0 NOT NULL,
	"refund_status" smallint DEFAULT 0 NOT NULL,
	"user_remark" text DEFAULT '' NOT NULL,
	"is_user_del" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_order_no_key" UNIQUE("order_no"),
	CONSTRAINT "merchant_order_money_nonneg" CHECK ("merchant_order"."pay_price" >= 0 and "merchant_order"."pro_total_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "merchant_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"info" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"mer_order_no" text NOT NULL,
	"product_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"image" text NOT NULL,
	"sku" text NOT NULL,
	"price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"is_reply" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_item_quantity_positive" CHECK ("order_item"."quantity" > 0 and "order_item"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pre_order" (
	"pre_order_no" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"lines" jsonb NOT NULL,
	"cart_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" serial PRIMARY KEY NOT NULL,
	"mer_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"info" text DEFAULT '' NOT NULL,
	"keyword" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"slider_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit_name" text DEFAULT '' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"ot_price" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"postage" integer DEFAULT 0 NOT NULL,
	"ficti" integer DEFAULT 0 NOT NULL,
	"spec_type" boolean DEFAULT false NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"is_del" boolean DEFAULT false NOT NULL,
	"audit_status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_postage_nonneg" CHECK ("product"."postage" >= 0),
	CONSTRAINT "product_price_nonneg" CHECK ("product"."price" >= 0 and "product"."ot_price" >= 0),
	CONSTRAINT "product_stock_nonneg" CHECK ("product"."stock" >= 0),
	CONSTRAINT "product_sales_nonneg" CHECK ("product"."sales" >= 0),
	CONSTRAINT "product_ficti_nonneg" CHECK ("product"."ficti" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_attr" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"attr_name" text NOT NULL,
	"attr_values" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sku" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"attr_value" jsonb NOT NULL,
	"price" integer NOT NULL,
	"ot_price" integer DEFAULT 0 NOT NULL,
	"stock" integer NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"image" text NOT NULL,
	CONSTRAINT "product_sku_price_nonneg" CHECK ("product_sku"."price" >= 0 and "product_sku"."ot_price" >= 0),
	CONSTRAINT "product_sku_stock_nonneg" CHECK ("product_sku"."stock" >= 0),
	CONSTRAINT "product_sku_sales_nonneg" CHECK ("product_sku"."sales" >= 0)
);
--> statement-breakpoint
CREATE TABLE "site_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "address" ADD CONSTRAINT "address_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_bill" ADD CONSTRAINT "balance_bill_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_sku_id_product_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_sku"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_mer_id_merchant_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_order" ADD CONSTRAINT "master_order_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant" ADD CONSTRAINT "merchant_type_id_merchant_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."merchant_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant" ADD CONSTRAINT "merchant_category_id_merchant_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."merchant_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_order" ADD CONSTRAINT "merchant_order_master_order_no_master_order_order_no_fk" FOREIGN KEY ("master_order_no") REFERENCES "public"."master_order"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_order" ADD CONSTRAINT "merchant_order_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_order" ADD CONSTRAINT "merchant_order_mer_id_merchant_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_mer_order_no_merchant_order_order_no_fk" FOREIGN KEY ("mer_order_no") REFERENCES "public"."merchant_order"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_order" ADD CONSTRAINT "pre_order_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_mer_id_merchant_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attr" ADD CONSTRAINT "product_attr_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sku" ADD CONSTRAINT "product_sku_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_session" ADD CONSTRAINT "user_session_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_user_idx" ON "address" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "address_one_default_key" ON "address" USING btree ("user_id") WHERE "address"."is_default" and not "address"."is_del";--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_phone_key" ON "app_user" USING btree ("country_code","phone") WHERE "app_user"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_email_key" ON "app_user" USING btree ("email") WHERE "app_user"."email" is not null;--> statement-breakpoint
CREATE INDEX "balance_bill_user_idx" ON "balance_bill" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_item_user_sku_key" ON "cart_item" USING btree ("user_id","sku_id");--> statement-breakpoint
CREATE INDEX "category_pid_idx" ON "category" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "master_order_user_idx" ON "master_order" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_name_key" ON "merchant" USING btree ("name");--> statement-breakpoint
CREATE INDEX "merchant_order_master_idx" ON "merchant_order" USING btree ("master_order_no");--> statement-breakpoint
CREATE INDEX "merchant_order_user_idx" ON "merchant_order" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "order_item_order_idx" ON "order_item" USING btree ("mer_order_no");--> statement-breakpoint
CREATE INDEX "pre_order_user_idx" ON "pre_order" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "product_mer_idx" ON "product" USING btree ("mer_id");--> statement-breakpoint
CREATE INDEX "product_category_idx" ON "product" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_price_idx" ON "product" USING btree ("price");--> statement-breakpoint
CREATE INDEX "product_sales_idx" ON "product" USING btree ("sales");--> statement-breakpoint
CREATE INDEX "product_attr_product_idx" ON "product_attr" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_sku_product_sku_key" ON "product_sku" USING btree ("product_id","sku");--> statement-breakpoint
CREATE INDEX "user_session_user_idx" ON "user_session" USING btree ("user_id");