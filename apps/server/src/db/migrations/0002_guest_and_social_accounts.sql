CREATE TABLE "user_identity" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_identity_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
DROP INDEX "app_user_phone_key";--> statement-breakpoint
DROP INDEX "app_user_email_key";--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "identity_hash" text;--> statement-breakpoint
ALTER TABLE "user_identity" ADD CONSTRAINT "user_identity_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_identity_user_idx" ON "user_identity" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_identity_key" ON "app_user" USING btree ("identity_hash") WHERE "app_user"."identity_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_phone_key" ON "app_user" USING btree ("country_code","phone") WHERE "app_user"."phone" is not null and "app_user"."user_type" <> 'tourist';--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_email_key" ON "app_user" USING btree ("email") WHERE "app_user"."email" is not null and "app_user"."user_type" <> 'tourist';