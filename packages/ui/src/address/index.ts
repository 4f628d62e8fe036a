export * from './AddressForm/index.ts';
export * from './AddressCard/index.ts';
export * from './AddressPicker/index.ts';
export * from './AddressDialog/index.ts';
