CREATE TABLE "product_description" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"content" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
DROP INDEX "product_sales_idx";--> statement-breakpoint
DROP INDEX "product_search_idx";--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(string_to_array(search_text, ' '))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product_description" ADD CONSTRAINT "product_description_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_listed_sort_idx" ON "product" USING btree ("category_id","sort","id","mer_id") WHERE is_show and not is_del and audit_status = 1;--> statement-breakpoint
CREATE INDEX "product_listed_price_idx" ON "product" USING btree ("category_id","price","sort" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_show and not is_del and audit_status = 1;--> statement-breakpoint
CREATE INDEX "product_listed_sales_idx" ON "product" USING btree ("category_id",("sales" + "ficti"),"sort","id") WHERE is_show and not is_del and audit_status = 1;--> statement-breakpoint
CREATE INDEX "product_listed_mer_idx" ON "product" USING btree ("mer_id","sort",("sales" + "ficti"),"id") WHERE is_show and not is_del and audit_status = 1;--> statement-breakpoint
CREATE INDEX "product_search_idx" ON "product" USING gin ("search_vector");