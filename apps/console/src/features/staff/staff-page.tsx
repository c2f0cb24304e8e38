import { useState } from 'react';
import { Alert, Button, Flex, Input, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, STAFF_CODE_LOCK_FAILURES, type StaffMe, type StaffRow } from '@seuiot/contract';
import { pagedTable } from '../../lib/paged-table';
import { useStaffList } from './api/staff';
import { StaffCreate } from './staff-create';
import { StaffEdit } from './staff-edit';

/** Staff members: roles (and grants waiting), enrolment, status, last sign-in; create and edit. */
export default function StaffPage({ me }: { me: StaffMe }) {
  const { t, i18n } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const list = useStaffList(keyword, page);
  const date = new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const current = list.data?.list.find((r) => r.id === editing) ?? null;
  // Decision 0040: the administrators are told of a second factor locked by wrong codes.
  const locked = (list.data?.list ?? []).filter((r) => r.codeLockedUntil !== null);
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('shell.staff')}
      </Typography.Title>
      {locked.map((r) => (
        <Alert
          key={r.id}
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('staff.codeLockedNotice', {
            name: r.username,
            count: STAFF_CODE_LOCK_FAILURES,
            time: date.format(new Date(r.codeLockedUntil!)),
          })}
        />
      ))}
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label={t('staff.search')}
          placeholder={t('staff.search')}
          allowClear
          maxLength={LIMITS.consoleSearchMax}
          style={{ width: 260, maxWidth: '100%' }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage({ ...page, pageNum: 1 });
          }}
        />
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('staff.create')}
        </Button>
      </Flex>
      <Table<StaffRow>
        rowKey="id"
        scroll={{ x: 820 }}
        {...pagedTable(t, list, page, setPage)}
        columns={[
          { title: t('staff.username'), dataIndex: 'username' },
          {
            title: t('staff.roles'),
            render: (_, r) => (
              <Space size={4} wrap>
                {r.roles.map((role) => (
                  <Tag key={role}>{t(`roles.${role}`)}</Tag>
                ))}
                {r.pendingRoles.map((role) => (
                  <Tag key={`p-${role}`} style={{ borderStyle: 'dashed' }}>
                    {t('staff.pendingRole', { role: t(`roles.${role}`) })}
                  </Tag>
                ))}
              </Space>
            ),
          },
          {
            title: t('staff.status'),
            render: (_, r) => (
              <Typography.Text type={r.status === 'active' ? undefined : 'danger'}>
                {t(`staff.state_${r.status}`)}
              </Typography.Text>
            ),
          },
          {
            title: t('staff.enrolled'),
            render: (_, r) =>
              r.codeLockedUntil ? (
                <Typography.Text type="danger">
                  {t('staff.codeLocked', { time: date.format(new Date(r.codeLockedUntil)) })}
                </Typography.Text>
              ) : r.enrolled ? (
                t('staff.enrolledYes')
              ) : (
                t('staff.enrolledNo')
              ),
          },
          {
            title: t('staff.lastLogin'),
            render: (_, r) =>
              r.lastLoginAt ? date.format(new Date(r.lastLoginAt)) : t('staff.never'),
          },
          {
            title: t('common.actions'),
            render: (_, r) => (
              <Button
                size="small"
                aria-label={`${t('staff.edit')} ${r.username}`}
                onClick={() => setEditing(r.id)}
              >
                {t('staff.edit')}
              </Button>
            ),
          },
        ]}
      />
      <StaffCreate open={creating} onClose={() => setCreating(false)} />
      <StaffEdit row={current} self={me.username} onClose={() => setEditing(null)} />
    </>
  );
}
