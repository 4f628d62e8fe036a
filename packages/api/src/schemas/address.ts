import { Type } from 'typebox';
import { CountryCode, Id, OptionalEmail, PageQueryProps, Phone, Text } from './common.ts';

export const AddressListQuery = Type.Object({ ...PageQueryProps });

/**
 * Body of `POST /api/front/address/edit`: creates an address, or updates it when `id` is given.
 * Consignee, phone, detailed address and post code are required (spec §5).
 */
export const AddressEditBody = Type.Object({
  id: Type.Optional(Id),
  realName: Text(64),
  phone: Phone,
  countryCode: Type.Optional(CountryCode),
  email: Type.Optional(OptionalEmail),
  country: Type.Optional(Type.String({ maxLength: 64 })),
  detail: Text(500),
  postCode: Type.String({ minLength: 2, maxLength: 12, pattern: '^[A-Za-z0-9][A-Za-z0-9 -]*[A-Za-z0-9]$' }),
  isDefault: Type.Optional(Type.Boolean()),
});
