CREATE TABLE "merchant_apply" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"real_name" text NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"category_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"handling_fee_bp" integer DEFAULT 0 NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"qualification_pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audit_status" smallint DEFAULT 1 NOT NULL,
	"denial_reason" text DEFAULT '' NOT NULL,
	"mer_id" integer,
	"audited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_apply_audit_status" CHECK ("merchant_apply"."audit_status" in (1, 2, 3)),
	CONSTRAINT "merchant_apply_pictures" CHECK (jsonb_array_length("merchant_apply"."qualification_pictures") between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "merchant_apply" ADD CONSTRAINT "merchant_apply_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_apply" ADD CONSTRAINT "merchant_apply_category_id_merchant_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."merchant_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_apply" ADD CONSTRAINT "merchant_apply_type_id_merchant_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."merchant_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_apply" ADD CONSTRAINT "merchant_apply_mer_id_merchant_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_apply_user_idx" ON "merchant_apply" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "merchant_apply_status_idx" ON "merchant_apply" USING btree ("audit_status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_apply_pending_user_key" ON "merchant_apply" USING btree ("user_id") WHERE "merchant_apply"."audit_status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_apply_pending_name_key" ON "merchant_apply" USING btree (lower("name")) WHERE "merchant_apply"."audit_status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_apply_pending_email_key" ON "merchant_apply" USING btree (lower("email")) WHERE "merchant_apply"."audit_status" = 1;--> statement-breakpoint
CREATE INDEX "user_coupon_expiry_idx" ON "user_coupon" USING btree ("end_time") WHERE "user_coupon"."status" = 0;