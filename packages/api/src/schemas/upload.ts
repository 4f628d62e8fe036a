import { Type } from 'typebox';

/**
 * Query of `POST /api/front/upload/image` (crmeb-api §4.15): the provider's
 * clients send `model` and `pid` (the PC sends `?model=product&pid=1`); they
 * name a folder at the provider and change nothing here, but are held to
 * their known values so a typo is told, not ignored.
 */
export const UploadImageQuery = Type.Object({
  model: Type.Optional(Type.Enum(['user', 'product', 'wechat', 'news', 'refund', 'review', 'avatar'])),
  pid: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
});

/**
 * A URL of an image the shopper uploaded, as forms send it back: absolute or
 * relative, its path `/uploads/<sha256>.<jpg|png|webp>`. Which account
 * uploaded it is checked by the server.
 */
/** An upload URL, unanchored, to be part of a pattern. */
export const UPLOAD_URL = '(https?://[^/\\s,]+)?/uploads/[0-9a-f]{64}\\.(jpg|png|webp)';
export const UploadUrl = Type.String({ maxLength: 300, pattern: `^${UPLOAD_URL}$` });
