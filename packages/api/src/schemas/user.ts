import { Type } from 'typebox';
import { Captcha } from './auth.ts';
import { CountryCode, Email, Phone, PlainText } from './common.ts';

/** A password as sent (the 8–20 characters, two-classes rule is checked with a field-naming message, see `passwordProblem`). */
const Password = PlainText(64, 1);

/**
 * Body of `POST /api/front/user/edit` (crmeb-api §4.2). The nickname may
 * arrive blank or padded: the server trims it and answers "User name cannot
 * be empty" (spec §5) itself, so the schema lets '' through. `avatar` is an
 * upload URL of the shopper's, the current avatar, or '' for none.
 */
export const UserEditBody = Type.Object({
  nickname: PlainText(255),
  avatar: Type.Optional(PlainText(2048)),
});

/** Body of `POST /api/front/user/phone/update/password` and `/email/update/password` (crmeb-api §4.2). */
export const CodePasswordUpdateBody = Type.Object({
  captcha: Captcha,
  newPassword: Password,
  passwordAgain: Password,
});

/** Body of `POST /api/front/user/password/update`: a new password confirmed with the current one (the mall's). */
export const PasswordUpdateBody = Type.Object({
  oldPassword: Password,
  newPassword: Password,
  passwordAgain: Password,
});

/** Body of `POST /api/front/captcha/phone/bind`: the new phone a code goes to. */
export const PhoneBindCodeBody = Type.Object({
  phone: Phone,
  countryCode: Type.Optional(CountryCode),
});

/** Body of `POST /api/front/captcha/email/bind`: the new email a code goes to. */
export const EmailBindCodeBody = Type.Object({ email: Email });

/** Body of `POST /api/front/user/phone/bind`. */
export const PhoneBindBody = Type.Object({
  phone: Phone,
  countryCode: Type.Optional(CountryCode),
  captcha: Captcha,
});

/** Body of `POST /api/front/user/email/bind`. */
export const EmailBindBody = Type.Object({ email: Email, captcha: Captcha });
