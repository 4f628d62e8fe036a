CREATE TABLE "refund_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_order_no" text NOT NULL,
	"event" text NOT NULL,
	"status" smallint NOT NULL,
	"actor" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_order_no" text NOT NULL,
	"order_item_id" integer NOT NULL,
	"num" integer NOT NULL,
	"refund_price" integer NOT NULL,
	CONSTRAINT "refund_item_num" CHECK ("refund_item"."num" > 0 and "refund_item"."refund_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refund_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_order_no" text NOT NULL,
	"mer_order_no" text NOT NULL,
	"master_order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"mer_id" integer NOT NULL,
	"refund_type" smallint NOT NULL,
	"refund_status" smallint DEFAULT 0 NOT NULL,
	"total_num" integer NOT NULL,
	"refund_price" integer NOT NULL,
	"goods_price" integer NOT NULL,
	"postage_price" integer DEFAULT 0 NOT NULL,
	"use_integral_back" integer DEFAULT 0 NOT NULL,
	"gain_integral_back" integer DEFAULT 0 NOT NULL,
	"income_back" integer DEFAULT 0 NOT NULL,
	"commission_back" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"explain" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"merchant_note" text DEFAULT '' NOT NULL,
	"by_merchant" boolean DEFAULT false NOT NULL,
	"return_express_name" text DEFAULT '' NOT NULL,
	"return_tracking_no" text DEFAULT '' NOT NULL,
	"auto_approve_at" timestamp with time zone,
	"refund_channel" text DEFAULT '' NOT NULL,
	"out_refund_no" text DEFAULT '' NOT NULL,
	"refund_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_order_no_key" UNIQUE("refund_order_no"),
	CONSTRAINT "refund_order_type" CHECK ("refund_order"."refund_type" in (1, 2)),
	CONSTRAINT "refund_order_status" CHECK ("refund_order"."refund_status" between 0 and 3),
	CONSTRAINT "refund_order_money" CHECK ("refund_order"."refund_price" >= 0 and "refund_order"."goods_price" >= 0 and "refund_order"."postage_price" >= 0 and "refund_order"."refund_price" = "refund_order"."goods_price" + "refund_order"."postage_price"),
	CONSTRAINT "refund_order_total_num" CHECK ("refund_order"."total_num" > 0)
);
--> statement-breakpoint
CREATE TABLE "upload" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"hash" text NOT NULL,
	"ext" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"attached_to" text,
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_order" ADD COLUMN "refund_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "refund_num" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "open_refund_no" text;--> statement-breakpoint
ALTER TABLE "product_reply" ADD COLUMN "product_score" smallint;--> statement-breakpoint
ALTER TABLE "product_reply" ADD COLUMN "service_score" smallint;--> statement-breakpoint
ALTER TABLE "product_reply" ADD COLUMN "is_anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_event" ADD CONSTRAINT "refund_event_refund_order_no_refund_order_refund_order_no_fk" FOREIGN KEY ("refund_order_no") REFERENCES "public"."refund_order"("refund_order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_item" ADD CONSTRAINT "refund_item_refund_order_no_refund_order_refund_order_no_fk" FOREIGN KEY ("refund_order_no") REFERENCES "public"."refund_order"("refund_order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_item" ADD CONSTRAINT "refund_item_order_item_id_order_item_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_order" ADD CONSTRAINT "refund_order_mer_order_no_merchant_order_order_no_fk" FOREIGN KEY ("mer_order_no") REFERENCES "public"."merchant_order"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_order" ADD CONSTRAINT "refund_order_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_order" ADD CONSTRAINT "refund_order_mer_id_merchant_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload" ADD CONSTRAINT "upload_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_event_refund_idx" ON "refund_event" USING btree ("refund_order_no","id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_item_line_key" ON "refund_item" USING btree ("refund_order_no","order_item_id");--> statement-breakpoint
CREATE INDEX "refund_item_order_item_idx" ON "refund_item" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "refund_order_user_idx" ON "refund_order" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "refund_order_mer_order_idx" ON "refund_order" USING btree ("mer_order_no");--> statement-breakpoint
CREATE INDEX "refund_order_status_idx" ON "refund_order" USING btree ("refund_status","id");--> statement-breakpoint
CREATE INDEX "refund_order_auto_approve_idx" ON "refund_order" USING btree ("auto_approve_at") WHERE "refund_order"."auto_approve_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "upload_user_hash_key" ON "upload" USING btree ("user_id","hash");--> statement-breakpoint
CREATE INDEX "upload_hash_idx" ON "upload" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "upload_unattached_idx" ON "upload" USING btree ("created_at") WHERE "upload"."attached_at" is null;--> statement-breakpoint
ALTER TABLE "merchant_order" ADD CONSTRAINT "merchant_order_refund_price" CHECK ("merchant_order"."refund_price" between 0 and "merchant_order"."pay_price");--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_refund_num" CHECK ("order_item"."refund_num" between 0 and "order_item"."quantity");--> statement-breakpoint
ALTER TABLE "product_reply" ADD CONSTRAINT "product_reply_scores" CHECK (("product_reply"."product_score" is null or "product_reply"."product_score" between 1 and 5) and ("product_reply"."service_score" is null or "product_reply"."service_score" between 1 and 5));