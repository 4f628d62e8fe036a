CREATE TABLE "activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"banner" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"instruction" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "activity_product" (
	"activity_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_product_activity_id_product_id_pk" PRIMARY KEY("activity_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "coupon" (
	"id" serial PRIMARY KEY NOT NULL,
	"mer_id" integer,
	"name" text NOT NULL,
	"money" integer NOT NULL,
	"min_price" integer DEFAULT 0 NOT NULL,
	"use_type" smallint NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"is_limited" boolean DEFAULT false NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"last_total" integer DEFAULT 0 NOT NULL,
	"receive_start_time" timestamp with time zone NOT NULL,
	"receive_end_time" timestamp with time zone,
	"is_fixed_time" boolean DEFAULT false NOT NULL,
	"day" integer DEFAULT 0 NOT NULL,
	"use_start_time" timestamp with time zone,
	"use_end_time" timestamp with time zone,
	"status" boolean DEFAULT true NOT NULL,
	"is_del" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_money_positive" CHECK ("coupon"."money" > 0 and "coupon"."min_price" >= 0),
	CONSTRAINT "coupon_last_total_range" CHECK ("coupon"."last_total" >= 0 and "coupon"."last_total" <= "coupon"."total"),
	CONSTRAINT "coupon_use_type" CHECK ("coupon"."use_type" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "merchant_collect" (
	"user_id" integer NOT NULL,
	"mer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_collect_user_id_mer_id_pk" PRIMARY KEY("user_id","mer_id")
);
--> statement-breakpoint
CREATE TABLE "merchant_product_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"mer_id" integer NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_collect" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_collect_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_reply" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"mer_id" integer NOT NULL,
	"user_id" integer,
	"order_item_id" integer,
	"nickname" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"star" smallint NOT NULL,
	"comment" text NOT NULL,
	"pics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"merchant_reply_content" text DEFAULT '' NOT NULL,
	"merchant_reply_time" timestamp with time zone,
	"is_del" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reply_star_range" CHECK ("product_reply"."star" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "user_coupon" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mer_id" integer,
	"name" text NOT NULL,
	"money" integer NOT NULL,
	"min_price" integer NOT NULL,
	"use_type" smallint NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"use_time" timestamp with time zone,
	"type" text DEFAULT 'get' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "real_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "qualification_pictures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "street_back_image" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "pc_banner" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "pc_back_image" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "service_type" text DEFAULT 'phone' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "service_link" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "service_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "service_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "mer_category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_product" ADD CONSTRAINT "activity_product_activity_id_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_product" ADD CONSTRAINT "activity_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon" ADD CONSTRAINT "coupon_mer_id_merchant_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_collect" ADD CONSTRAINT "merchant_collect_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_collect" ADD CONSTRAINT "merchant_collect_mer_id_merchant_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_product_category" ADD CONSTRAINT "merchant_product_category_mer_id_merchant_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_collect" ADD CONSTRAINT "product_collect_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_collect" ADD CONSTRAINT "product_collect_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reply" ADD CONSTRAINT "product_reply_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reply" ADD CONSTRAINT "product_reply_mer_id_merchant_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reply" ADD CONSTRAINT "product_reply_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupon" ADD CONSTRAINT "user_coupon_coupon_id_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupon" ADD CONSTRAINT "user_coupon_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupon" ADD CONSTRAINT "user_coupon_mer_id_merchant_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_mer_idx" ON "coupon" USING btree ("mer_id");--> statement-breakpoint
CREATE INDEX "merchant_collect_mer_idx" ON "merchant_collect" USING btree ("mer_id");--> statement-breakpoint
CREATE INDEX "merchant_product_category_mer_idx" ON "merchant_product_category" USING btree ("mer_id");--> statement-breakpoint
CREATE INDEX "product_reply_product_idx" ON "product_reply" USING btree ("product_id","star","id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_reply_order_item_key" ON "product_reply" USING btree ("order_item_id") WHERE "product_reply"."order_item_id" is not null;--> statement-breakpoint
CREATE INDEX "user_coupon_user_idx" ON "user_coupon" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupon_claim_key" ON "user_coupon" USING btree ("coupon_id","user_id") WHERE "user_coupon"."type" = 'get';--> statement-breakpoint
CREATE INDEX "product_mer_category_idx" ON "product" USING gin ("mer_category_ids");--> statement-breakpoint
ALTER TABLE "merchant" ADD CONSTRAINT "merchant_service_type" CHECK ("merchant"."service_type" in ('H5', 'phone', 'message', 'email'));