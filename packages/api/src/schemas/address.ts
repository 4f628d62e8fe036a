import { Type } from 'typebox';
import { CountryCode, Id, IdParams, OptionalEmail, PageQueryProps, Phone, PlainText, Text } from './common.ts';

export const AddressListQuery = Type.Object({ ...PageQueryProps });

/**
 * Body of `POST /api/front/address/edit`: creates an address, or updates it when `id` is given.
 * Consignee, phone, detailed address and post code are required (spec §5).
 * The provider's dialog sends `countryCode` and sometimes `postCode` as
 * numbers, and on an edit every field of the detail answer back (`uid`,
 * `createTime`…): other fields are ignored.
 */
export const AddressEditBody = Type.Object({
  id: Type.Optional(Id),
  realName: Text(64),
  phone: Phone,
  countryCode: Type.Optional(CountryCode),
  email: Type.Optional(OptionalEmail),
  country: Type.Optional(PlainText(64)),
  detail: Text(500),
  postCode: Type.String({ minLength: 2, maxLength: 12, pattern: '^[A-Za-z0-9][A-Za-z0-9 -]*[A-Za-z0-9]$' }),
  isDefault: Type.Optional(Type.Boolean()),
});

/** Body of `POST /api/front/address/default/set` and `/address/del`. */
export const AddressIdBody = Type.Object({ id: Id });

/** Path of `GET /api/front/address/detail/:id`. */
export const AddressIdParams = IdParams;
