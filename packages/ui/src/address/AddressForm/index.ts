export { AddressForm, type AddressFormProps, type AddressFieldError } from './AddressForm.tsx';
export { addressSchema, cleanAddressValues, ADDRESS_LIMITS, type AddressFormValues } from './addressSchema.ts';
