import { Type } from 'typebox';
import { EMAIL_ADDRESS, Text } from './common.ts';

/** Longest message, in characters. */
export const SERVICE_MESSAGE_MAX = 500;

/** Body of `POST /api/front/service/message`: who writes, how to answer them, and what. */
export const ServiceMessageBody = Type.Object({
  name: Text(32),
  /** A phone number or an email address to answer to. */
  contact: Type.String({ minLength: 5, maxLength: 64, pattern: `^([0-9+ -]{5,20}|${EMAIL_ADDRESS})$` }),
  content: Text(500),
});
