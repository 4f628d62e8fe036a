/** The settlement family: the merchant application form, its agreement, and the shopper's application records. */
export * from './types.ts';
export * from './SettlementForm/index.ts';
export * from './AgreementDialog/index.ts';
export * from './ApplicationRecordCard/index.ts';
export * from './ApplicationRecordList/index.ts';
