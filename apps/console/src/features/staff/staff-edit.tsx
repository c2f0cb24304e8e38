import { useEffect } from 'react';
import {
  App,
  Button,
  Checkbox,
  Descriptions,
  Divider,
  Drawer,
  Flex,
  Form,
  Input,
  Popconfirm,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, STAFF_ROLES, type StaffRole, type StaffRow } from '@seuiot/contract';
import { errorText } from '../../lib/errors';
import { useStaffAction } from './api/staff';

/**
 * One staff member: roles (a removal acts at once, an added role waits for another
 * administrator), disable / enable, and a TOTP reset.
 */
export function StaffEdit({
  row,
  self,
  onClose,
}: {
  row: StaffRow | null;
  self: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ roles: StaffRole[]; reason: string }>();
  useEffect(() => {
    if (row) form.setFieldsValue({ roles: [...row.roles, ...row.pendingRoles], reason: '' });
  }, [row, form]);
  const act = useStaffAction(row?.id ?? null, {
    onSuccess: (res, a) => {
      if (a.kind === 'roles' && res)
        void message.success(
          t('staff.rolesSaved', { removed: res.removed.length, requested: res.approvals.length }),
        );
      else void message.success(t(`staff.done_${a.kind}`));
    },
    onError: (err) => void message.error(errorText(t, err)),
  });
  const isSelf = row?.username === self;
  return (
    <Drawer
      open={row !== null}
      title={t('staff.editTitle', { name: row?.username ?? '' })}
      onClose={onClose}
      width="min(480px, 100vw)"
      destroyOnHidden
    >
      {row && (
        <>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('staff.status')}>
              {t(`staff.state_${row.status}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('staff.enrolled')}>
              {row.enrolled ? t('staff.enrolledYes') : t('staff.enrolledNo')}
            </Descriptions.Item>
          </Descriptions>
          <Divider />
          <Form
            form={form}
            layout="vertical"
            onFinish={(v) =>
              act.mutate({ kind: 'roles', roles: v.roles ?? [], reason: v.reason ?? '' })
            }
          >
            <Form.Item name="roles" label={t('staff.roles')} extra={t('staff.fourEyes')}>
              <Checkbox.Group
                options={STAFF_ROLES.map((r) => ({
                  value: r,
                  label: row.pendingRoles.includes(r)
                    ? t('staff.pendingRole', { role: t(`roles.${r}`) })
                    : t(`roles.${r}`),
                }))}
              />
            </Form.Item>
            <Form.Item name="reason" label={t('staff.reason')}>
              <Input.TextArea maxLength={LIMITS.staffReasonMax} rows={2} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={act.isPending}>
              {t('staff.saveRoles')}
            </Button>
          </Form>
          <Divider />
          <Flex gap={12} wrap>
            {row.status === 'active' ? (
              <Popconfirm
                title={t('staff.disableConfirm', { name: row.username })}
                okText={t('staff.disable')}
                cancelText={t('staff.cancel')}
                onConfirm={() => act.mutate({ kind: 'disable' })}
                disabled={isSelf}
              >
                <Button danger disabled={isSelf}>
                  {t('staff.disable')}
                </Button>
              </Popconfirm>
            ) : (
              <Button onClick={() => act.mutate({ kind: 'enable' })}>{t('staff.enable')}</Button>
            )}
            <Popconfirm
              title={t('staff.resetConfirm', { name: row.username })}
              okText={t('staff.resetTotp')}
              cancelText={t('staff.cancel')}
              onConfirm={() => act.mutate({ kind: 'resetTotp' })}
            >
              <Button>{t('staff.resetTotp')}</Button>
            </Popconfirm>
          </Flex>
        </>
      )}
    </Drawer>
  );
}
