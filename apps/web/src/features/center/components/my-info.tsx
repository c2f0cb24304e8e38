import { useState } from 'react';
import { Button, Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { USER_TYPE_KEY, useDictionary } from '../../../lib/dictionary';
import { useProfile } from '../api/get-profile';
import { AvatarUpload } from './avatar-upload';
import { ProfileForm } from './profile-form';
import { StateTag } from '@seuiot/ui';
import { CERT_TONE } from './cert-tone';

/** menuIndex 1: my info, with the avatar; view first, edit on demand. */
export default function MyInfo() {
  const { t } = useTranslation('center');
  const profile = useProfile();
  const userTypes = useDictionary(USER_TYPE_KEY);
  const [editing, setEditing] = useState(false);

  if (profile.isPending) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  if (profile.isError)
    return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;

  const data = profile.data;
  const types = userTypes.data ?? [];
  const typeName = types.find((entry) => entry.value === data.category)?.name ?? data.category;
  const shown = (value: string) => value || t('info.notSet');

  return (
    <div className="my-info">
      <AvatarUpload headimg={data.headimg} name={data.truename || data.username} />
      {editing ? (
        <ProfileForm profile={data} userTypes={types} onDone={() => setEditing(false)} />
      ) : (
        <>
          <Descriptions
            className="info-list"
            column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
            items={[
              { key: 'username', label: t('info.username'), children: data.username },
              { key: 'phone', label: t('info.phone'), children: shown(data.phone) },
              { key: 'category', label: t('info.category'), children: shown(typeName) },
              { key: 'truename', label: t('info.truename'), children: shown(data.truename) },
              {
                key: 'companyName',
                label: t('info.companyName'),
                children: shown(data.companyName),
              },
              { key: 'wechat', label: t('info.wechat'), children: shown(data.wechat) },
              { key: 'email', label: t('info.email'), children: shown(data.email) },
              { key: 'sex', label: t('info.sex'), children: t(`sex.${data.sex}`) },
              {
                key: 'identity',
                label: t('menu.identity'),
                children: (
                  <StateTag tone={CERT_TONE[data.identityStatus]}>
                    {t(`cert.state.${data.identityStatus}`)}
                  </StateTag>
                ),
              },
              {
                key: 'enterprise',
                label: t('menu.enterprise'),
                children: (
                  <StateTag tone={CERT_TONE[data.enterpriseStatus]}>
                    {t(`cert.state.${data.enterpriseStatus}`)}
                  </StateTag>
                ),
              },
            ]}
          />
          <Button type="primary" onClick={() => setEditing(true)}>
            {t('info.edit')}
          </Button>
        </>
      )}
    </div>
  );
}
