export { AddressPicker, type AddressPickerProps } from './AddressPicker.tsx';
