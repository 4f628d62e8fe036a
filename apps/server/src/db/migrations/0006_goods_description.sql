-- Each goods' description moves to product_description before the column goes (docs/adr/0007-catalogue-speed.md).
INSERT INTO "product_description" ("product_id", "content") SELECT "id", "content" FROM "product" ON CONFLICT ("product_id") DO NOTHING;--> statement-breakpoint
ALTER TABLE "product" DROP COLUMN "content";
