import { useState } from 'react';
import { useIntl } from 'react-intl';
import { NICKNAME_MAX_LENGTH } from '@mall/api';
import { ChangeContactDialog, ChangePasswordDialog, ErrorState, PageHeading, Skeleton, UserInfoForm, maskEmail } from '@mall/ui';
import { useLoginMethods } from '../../data/auth.ts';
import { maskedPhoneOf, signInMethodsOf } from '../../data/profile.ts';
import { useProfileChanges } from '../../data/account.ts';
import { useUserInfo } from '../../data/user.ts';

/** Which dialog of the page is open. */
type Open = 'phone' | 'email' | 'password' | null;

/**
 * `/users/user_info`: the shopper's profile (spec §2, §3 User; crmeb-wire
 * §13): avatar (cropped square, uploaded), nickname, the phone and email
 * masked with their change dialogs (the new one verified by code), the
 * password change (current password, or a code to the bound phone or
 * email) and the ways of signing in. A saved nickname or avatar shows in
 * the header at once: saving reads `user/info` again, which the header reads too.
 */
export default function UserInfoPage() {
  const intl = useIntl();
  const user = useUserInfo(true);
  const methods = useLoginMethods(true);
  const changes = useProfileChanges(user.data);
  const [open, setOpen] = useState<Open>(null);
  const title = intl.formatMessage({ id: 'page.userInfo' });
  const data = user.data;

  return (
    <>
      <title>{title}</title>
      <PageHeading title={title} />
      {user.error && !data ? (
        <ErrorState message={user.error.message} onRetry={() => void user.mutate()} />
      ) : !data ? (
        <Skeleton height={420} />
      ) : (
        <>
          <UserInfoForm
            user={data}
            signInMethods={signInMethodsOf(data, methods.data)}
            nicknameMax={NICKNAME_MAX_LENGTH}
            onUploadAvatar={changes.uploadAvatar}
            onSubmit={changes.saveProfile}
            onChangePhone={() => setOpen('phone')}
            onChangeEmail={() => setOpen('email')}
            onChangePassword={() => setOpen('password')}
          />
          <ChangeContactDialog
            open={open === 'phone' || open === 'email'}
            kind={open === 'email' ? 'email' : 'phone'}
            current={open === 'email' ? maskEmail(data.email) : maskedPhoneOf(data)}
            countryCode={data.countryCode || undefined}
            onSendCode={changes.sendContactCode}
            onSubmit={changes.bindContact}
            onClose={() => setOpen(null)}
          />
          <ChangePasswordDialog
            open={open === 'password'}
            codeTarget={changes.codeTarget}
            hasPassword={data.hasPassword}
            onSendCode={changes.sendPasswordCode}
            onSubmit={changes.changePassword}
            onClose={() => setOpen(null)}
          />
        </>
      )}
    </>
  );
}
