-- Each goods' description is copied to product_description (docs/adr/0007-catalogue-speed.md). product.content stays,
-- unread and unwritten, for servers of the previous release during a rolling deploy; a later migration drops it.
INSERT INTO "product_description" ("product_id", "content") SELECT "id", "content" FROM "product" ON CONFLICT ("product_id") DO NOTHING;
