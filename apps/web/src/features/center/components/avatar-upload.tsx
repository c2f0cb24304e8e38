import { useState } from 'react';
import { Button, Upload } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PATHS, CSRF_HEADER, CSRF_VALUE, IMAGE_RULES, LIMITS } from '@seuiot/contract';
import { ApiError } from '../../../lib/api-error';
import { buildUrl, settleEnvelope } from '../../../lib/api-client';
import { notifyError } from '../../../lib/error-toast';
import { showErrorToast, showSuccessToast } from '../../../lib/feedback';
import { checkImage, megabytes } from '../../../lib/image-check';
import { profileKey } from '../api/get-profile';

/**
 * rc-upload sets X-Requested-With itself unless told `null`; given ours as well, the browser
 * would send the value twice ("XMLHttpRequest, XMLHttpRequest") and the server's CSRF check
 * refuses that. Its own is switched off and ours sent once.
 */
const UPLOAD_HEADERS = {
  'X-Requested-With': null,
  [CSRF_HEADER]: CSRF_VALUE,
} as unknown as Record<string, string>;

interface Props {
  headimg: string;
  name: string;
}

/**
 * The avatar and its upload (antd Upload to POST /front/user/uploadAvatar, field `file`): jpg or
 * png, at most 2 MB, larger than 100×100, checked here first and by the server again.
 */
export function AvatarUpload({ headimg, name }: Props) {
  const { t } = useTranslation('center');
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const rule = IMAGE_RULES.avatar;
  const hint = t('avatar.hint', {
    maxMb: megabytes(rule.maxBytes),
    minPx: LIMITS.avatarMinPx,
  });

  return (
    <div className="avatar-block">
      {headimg ? (
        <img className="avatar-large" src={headimg} alt={t('avatar.alt', { name })} />
      ) : (
        <span className="avatar-large avatar-initial" role="img" aria-label={t('avatar.none')}>
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className="avatar-actions">
        <Upload
          name="file"
          action={buildUrl(ACCOUNT_PATHS.uploadAvatar.path)}
          headers={UPLOAD_HEADERS}
          withCredentials
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          showUploadList={false}
          beforeUpload={async (file) => {
            const problem = await checkImage(file, rule);
            if (!problem) return true;
            showErrorToast({
              content: t(`avatar.${problem}`, {
                maxMb: megabytes(rule.maxBytes),
                minPx: LIMITS.avatarMinPx,
                maxMegapixels: LIMITS.imageMaxMegapixels,
                maxSidePx: LIMITS.imageMaxSidePx,
              }),
              duration: LIMITS.toastSeconds,
            });
            return Upload.LIST_IGNORE;
          }}
          onChange={({ file }) => {
            if (file.status === 'uploading') {
              setUploading(true);
              return;
            }
            setUploading(false);
            if (file.status !== 'done' && file.status !== 'error') return;
            try {
              settleEnvelope(file.response, file.xhr?.status ?? null);
              showSuccessToast(t('avatar.done'));
              void queryClient.invalidateQueries({ queryKey: profileKey() });
              void queryClient.invalidateQueries({ queryKey: ['auth', 'currentUser'] });
            } catch (error) {
              notifyError(
                error instanceof ApiError ? error : new ApiError('network', '', null, null, null),
              );
            }
          }}
        >
          <Button loading={uploading}>{t('avatar.change')}</Button>
        </Upload>
        <p className="field-hint">{hint}</p>
      </div>
    </div>
  );
}
