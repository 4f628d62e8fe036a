import styled from '@emotion/styled';
import { useFormik } from 'formik';
import { UserRound } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { object, string } from 'yup';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import { VisuallyHidden } from '../../base/VisuallyHidden/VisuallyHidden.tsx';
import { FormError } from '../../auth/shared/formParts.tsx';
import { useServerAction } from '../../auth/shared/useServerAction.ts';
import { AvatarCropDialog } from '../AvatarCropDialog/AvatarCropDialog.tsx';
import { maskEmail, maskPhone } from '../shared/mask.ts';
import type { ProfileUser, SignInMethod } from '../shared/types.ts';

/** Most characters of a nickname when the page gives no limit (the server's `NICKNAME_MAX` is what counts). */
export const NICKNAME_MAX_DEFAULT = 32;

/** The picture types the avatar takes (what the mall's upload accepts and a canvas writes back). */
const AVATAR_TYPES = ['image/jpeg', 'image/png'];

/** What 保存 sends (crmeb-wire §13 `POST /api/front/user/edit`). */
export interface UserInfoValues {
  /** Trimmed, 1–`nicknameMax` characters. */
  nickname: string;
  /** The avatar's URL: the uploaded one, or the old one unchanged. */
  avatar: string;
}

export interface UserInfoFormProps {
  user: ProfileUser;
  /** The ways of signing in to list; third-party ones the mall does not offer are left out by the page. */
  signInMethods: SignInMethod[];
  /** Most characters of the nickname (code points), default {@link NICKNAME_MAX_DEFAULT}. */
  nicknameMax?: number;
  /**
   * Uploads the cropped avatar (a square JPEG or PNG) and resolves with its
   * URL; the avatar shows it busy meanwhile. A rejection with an `Error`
   * shows its message under the avatar, the old avatar stays.
   */
  onUploadAvatar: (avatar: Blob) => Promise<string>;
  /** 保存 with valid values; a rejection with an `Error` shows its message above the button. */
  onSubmit: (values: UserInfoValues) => Promise<void> | void;
  /** 修改 / 绑定 beside the phone: the page opens the change dialog. */
  onChangePhone: () => void;
  /** 修改 / 绑定 beside the email. */
  onChangeEmail: () => void;
  /** 修改密码. */
  onChangePassword: () => void;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[5]}px;
  max-width: 560px;
`;

const AvatarRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[4]}px;
`;

const AvatarImage = styled.span<{ busy: boolean }>`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 80px;
  height: 80px;
  overflow: hidden;
  border-radius: 50%;
  background: ${(p) => p.theme.color.page};
  color: ${(p) => p.theme.color.textSubtle};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    opacity: ${(p) => (p.busy ? 0.5 : 1)};
  }
`;

const AvatarSide = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${(p) => p.theme.space[1]}px;
  small {
    color: ${(p) => p.theme.color.textSubtle};
    font-size: ${(p) => p.theme.font.size.xs}px;
  }
`;

const Rows = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr) max-content;
  align-items: center;
  gap: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[5]}px;
  margin: 0;
  dt {
    color: ${(p) => p.theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const Muted = styled.span`
  color: ${(p) => p.theme.color.textSubtle};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.md}px;
  font-weight: ${(p) => p.theme.font.weight.bold};
`;

const Methods = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    gap: ${(p) => p.theme.space[1]}px;
    padding: ${(p) => p.theme.space[1]}px ${(p) => p.theme.space[3]}px;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.pill}px;
    font-size: ${(p) => p.theme.font.size.sm}px;
  }
  li[data-linked='true'] {
    border-color: ${(p) => p.theme.color.success};
    color: ${(p) => p.theme.color.success};
  }
  li[data-linked='false'] {
    color: ${(p) => p.theme.color.textSubtle};
  }
`;

const Actions = styled.div`
  display: flex;
`;

type AvatarState = { state: 'idle' } | { state: 'uploading'; preview: string } | { state: 'failed'; message: string };

/**
 * 个人信息 (`/users/user_info`): the avatar with 更换头像 (JPG or PNG, cropped
 * square in {@link AvatarCropDialog}, then uploaded through `onUploadAvatar`
 * while the avatar shows busy), the nickname (required: 用户名不能为空, at most
 * `nicknameMax` characters), the phone and email masked (138****5678,
 * a***@example.com) each with 修改 (绑定 when none), the password with 修改密码,
 * and the account's ways of signing in, linked or not. 保存 sends nickname
 * and avatar; it waits while an avatar is uploading.
 * @see spec §2 (`/users/user_info`), §3 User, §5 (User name cannot be empty); crmeb-wire §13
 */
export function UserInfoForm({
  user,
  signInMethods,
  nicknameMax = NICKNAME_MAX_DEFAULT,
  onUploadAvatar,
  onSubmit,
  onChangePhone,
  onChangeEmail,
  onChangePassword,
}: UserInfoFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const action = useServerAction();
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const avatarStatusId = `${id}-avatar-status`;
  const [cropFile, setCropFile] = useState<File | null>(null);
  const [avatar, setAvatar] = useState<AvatarState>({ state: 'idle' });

  const formik = useFormik<UserInfoValues>({
    initialValues: { nickname: user.nickname, avatar: user.avatar },
    enableReinitialize: true,
    validationSchema: object({
      nickname: string()
        .trim()
        .required('userInfoForm.nicknameEmpty')
        .test('nickname-length', 'userInfoForm.nicknameTooLong', (value) => !value || [...value.trim()].length <= nicknameMax),
    }),
    onSubmit: async (values) => {
      await action.run(() => onSubmit({ nickname: values.nickname.trim(), avatar: values.avatar }));
    },
  });

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire a change.
    event.target.value = '';
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) {
      setAvatar({ state: 'failed', message: t('userInfoForm.avatarType') });
      return;
    }
    setCropFile(file);
  }

  async function upload(cropped: Blob) {
    setCropFile(null);
    const preview = URL.createObjectURL(cropped);
    setAvatar({ state: 'uploading', preview });
    try {
      const url = await onUploadAvatar(cropped);
      await formik.setFieldValue('avatar', url);
      setAvatar({ state: 'idle' });
    } catch (failure) {
      setAvatar({
        state: 'failed',
        message: failure instanceof Error && failure.message ? failure.message : t('userInfoForm.avatarFailed'),
      });
    } finally {
      URL.revokeObjectURL(preview);
    }
  }

  const uploading = avatar.state === 'uploading';
  const shownAvatar = avatar.state === 'uploading' ? avatar.preview : formik.values.avatar;
  const nicknameError =
    formik.touched.nickname && formik.errors.nickname ? t(formik.errors.nickname, { max: nicknameMax }) : undefined;
  const phone = user.phone ? `${user.countryCode ? `+${user.countryCode} ` : ''}${maskPhone(user.phone)}` : '';
  const email = user.email ? maskEmail(user.email) : '';

  return (
    <Form noValidate aria-label={t('userInfoForm.label')} onSubmit={formik.handleSubmit}>
      <AvatarRow>
        <AvatarImage busy={uploading} aria-busy={uploading || undefined} aria-describedby={avatarStatusId}>
          {shownAvatar ? <img src={shownAvatar} alt={t('userInfoForm.avatar')} /> : <UserRound size={40} aria-label={t('userInfoForm.avatar')} />}
        </AvatarImage>
        <AvatarSide>
          <Button variant="secondary" size="sm" loading={uploading} onClick={() => fileInput.current?.click()}>
            {t('userInfoForm.changeAvatar')}
          </Button>
          <small>{t('userInfoForm.avatarHint')}</small>
          <VisuallyHidden id={avatarStatusId} role="status">
            {uploading ? t('userInfoForm.avatarUploading') : ''}
          </VisuallyHidden>
          {avatar.state === 'failed' && <FormError>{avatar.message}</FormError>}
          <input ref={fileInput} type="file" accept={AVATAR_TYPES.join(',')} hidden onChange={pick} />
        </AvatarSide>
      </AvatarRow>
      <TextField
        name="nickname"
        autoComplete="nickname"
        label={t('userInfoForm.nickname')}
        placeholder={t('userInfoForm.nicknamePlaceholder')}
        value={formik.values.nickname}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={nicknameError}
      />
      <Rows>
        <dt id={`${id}-phone`}>{t('userInfoForm.phone')}</dt>
        <dd>{phone || <Muted>{t('userInfoForm.notBound')}</Muted>}</dd>
        <dd>
          {/* Named "修改 手机号": the visible word first, then the row it changes. */}
          <Button id={`${id}-change-phone`} variant="link" size="sm" aria-labelledby={`${id}-change-phone ${id}-phone`} onClick={onChangePhone}>
            {t(user.phone ? 'userInfoForm.change' : 'userInfoForm.bind')}
          </Button>
        </dd>
        <dt id={`${id}-email`}>{t('userInfoForm.email')}</dt>
        <dd>{email || <Muted>{t('userInfoForm.notBound')}</Muted>}</dd>
        <dd>
          <Button id={`${id}-change-email`} variant="link" size="sm" aria-labelledby={`${id}-change-email ${id}-email`} onClick={onChangeEmail}>
            {t(user.email ? 'userInfoForm.change' : 'userInfoForm.bind')}
          </Button>
        </dd>
        <dt>{t('userInfoForm.password')}</dt>
        <dd>
          {signInMethods.some((m) => m.kind === 'password' && m.linked) ? (
            t('userInfoForm.passwordSet')
          ) : (
            <Muted>{t('userInfoForm.passwordNotSet')}</Muted>
          )}
        </dd>
        <dd>
          <Button variant="link" size="sm" onClick={onChangePassword}>
            {t('userInfoForm.changePassword')}
          </Button>
        </dd>
      </Rows>
      <section aria-labelledby={`${id}-methods`}>
        <Heading id={`${id}-methods`}>{t('userInfoForm.signInMethods')}</Heading>
        <Methods>
          {signInMethods.map((method) => (
            <li key={method.kind} data-linked={method.linked}>
              <span>{t(`userInfoForm.method.${method.kind}`)}</span>
              <span>{t(method.linked ? 'userInfoForm.linked' : 'userInfoForm.unlinked')}</span>
            </li>
          ))}
        </Methods>
      </section>
      <FormError>{action.error}</FormError>
      <Actions>
        <Button type="submit" size="lg" loading={formik.isSubmitting} disabled={uploading} repeatGuardMs={SERVER_ACTION_GUARD_MS}>
          {t('userInfoForm.save')}
        </Button>
      </Actions>
      <AvatarCropDialog file={cropFile} onCancel={() => setCropFile(null)} onConfirm={upload} />
    </Form>
  );
}
