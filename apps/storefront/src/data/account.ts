import { useIntl } from 'react-intl';
import type { UserInfo } from '@mall/api';
import { toast, type ContactChange, type ContactTarget, type PasswordChange, type UserInfoValues } from '@mall/ui';
import { useApiClient } from '../api/ApiContext.tsx';
import { useImageUploader } from '../api/UploaderContext.tsx';
import { passwordChangeRequest, passwordCodeEndpoint, passwordCodeTargetOf } from './profile.ts';
import { useApi, useRevalidate } from './useApi.ts';

/*
 * The account centre's own reads and changes (its home and the user info
 * page), apart from data/user.ts, which the shell loads on every page: the
 * uploader and the change calls are downloaded with these pages only.
 */

/** The account home's shortcut counts (`GET /api/front/order/center/data`); skipped for guests. */
export function useOrderCenterCounts(loggedIn: boolean) {
  return useApi('GET /api/front/order/center/data', loggedIn ? {} : null);
}

/**
 * The changes of the user info page (crmeb-wire §13; issue 15 contract):
 * each resolves when the server accepted it and rejects with the server's
 * `ApiError` (its message already in the shopper's language) for the form
 * to show. A change that shows in the header (nickname, avatar, phone,
 * email) reads `user/info` again before resolving, so the header and the
 * page show the stored values (the server crops the avatar: its URL differs
 * from the uploaded one).
 */
export function useProfileChanges(user: UserInfo | undefined) {
  const intl = useIntl();
  const api = useApiClient();
  const upload = useImageUploader();
  const revalidate = useRevalidate();
  const codeTarget = user ? passwordCodeTargetOf(user) : null;

  const rereadUser = () => revalidate('GET /api/front/user/info');

  return {
    codeTarget,
    /** Uploads the cropped avatar; resolves with its URL for the form. */
    uploadAvatar: async (avatar: Blob) => (await upload(avatar)).url,
    /** Saves nickname and avatar (`user/edit`), says so, and reads the user again. */
    saveProfile: async (values: UserInfoValues) => {
      await api.request('POST /api/front/user/edit', { body: values, silent: true });
      toast.success(intl.formatMessage({ id: 'toast.saved' }));
      await rereadUser();
    },
    /** Sends a code to a new phone or email (the bind calls). */
    sendContactCode: async (target: ContactTarget) => {
      if (target.kind === 'phone') {
        await api.request('POST /api/front/captcha/phone/bind', { body: { phone: target.phone, countryCode: target.countryCode }, silent: true });
      } else {
        await api.request('POST /api/front/captcha/email/bind', { body: { email: target.email }, silent: true });
      }
    },
    /** Binds the new phone or email with its code, then reads the user again. */
    bindContact: async (change: ContactChange) => {
      if (change.kind === 'phone') {
        await api.request('POST /api/front/user/phone/bind', {
          body: { phone: change.phone, countryCode: change.countryCode, captcha: change.captcha },
          silent: true,
        });
      } else {
        await api.request('POST /api/front/user/email/bind', { body: { email: change.email, captcha: change.captcha }, silent: true });
      }
      await rereadUser();
    },
    /** Sends a password-change code to the bound phone or email ({@link passwordCodeTargetOf}). */
    sendPasswordCode: async () => {
      if (!codeTarget) throw new Error(intl.formatMessage({ id: 'userInfo.noContact' }));
      await api.request(passwordCodeEndpoint(codeTarget.kind), { silent: true });
    },
    /** Changes the password with the current one or with the code; the shopper stays signed in. */
    changePassword: async (change: PasswordChange) => {
      const request = passwordChangeRequest(change, codeTarget?.kind ?? null);
      if (request.key === 'POST /api/front/user/password/update') await api.request(request.key, { body: request.body, silent: true });
      else await api.request(request.key, { body: request.body, silent: true });
      await rereadUser();
    },
  };
}
