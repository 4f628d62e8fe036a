ALTER TABLE "product" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_idx" ON "product" USING gin (array_to_tsvector(string_to_array("search_text", ' ')));--> statement-breakpoint
CREATE INDEX "product_search_missing_idx" ON "product" USING btree ("id") WHERE "product"."search_text" = '';--> statement-breakpoint
CREATE INDEX "product_total_sales_idx" ON "product" USING btree (("sales" + "ficti"));--> statement-breakpoint
CREATE INDEX "product_sort_idx" ON "product" USING btree ("sort","id");--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_search_text_form" CHECK ("product"."search_text" ~ '^([^ ]+( [^ ]+)*)?$');