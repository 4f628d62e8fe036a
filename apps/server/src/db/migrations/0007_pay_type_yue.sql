-- The balance payment type takes the provider's name, `yue` (docs/adr/0008-provider-wire-format.md).
UPDATE "master_order" SET "pay_type" = 'yue' WHERE "pay_type" = 'balance';
