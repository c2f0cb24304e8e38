import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Flex,
  InputNumber,
  Spin,
  Table,
  Tree,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, type CustomerDetail } from '@seuiot/contract';
import { StateTag } from '@seuiot/ui';
import { ApiError } from '../../lib/api';
import { useCustomer, useGrantDevices, useSetSections } from './api/customers';
import { errorText } from '../../lib/errors';

type Platform = CustomerDetail['platforms'][number];

/** A customer's sections (checkable tree) and management-system grants (sales). */
export function CustomerDetailView({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const q = useCustomer(userId);
  const [checked, setChecked] = useState<string[]>([]);
  const [quantity, setQuantity] = useState<Record<string, number | null>>({});
  const held = useMemo(
    () => (q.data?.sections ?? []).filter((s) => s.held).map((s) => s.title),
    [q.data],
  );
  useEffect(() => setChecked(held), [held]);
  const zh = i18n.language === 'zh';
  const tree = useMemo(() => {
    const sections = q.data?.sections ?? [];
    const node = (parent: string | null): { key: string; title: string; children: unknown[] }[] =>
      sections
        .filter((s) => s.parent === parent)
        .map((s) => ({
          key: s.title,
          title:
            (zh ? s.nameZh : s.nameEn) +
            (s.held !== s.byRole ? ` (${t('customers.changed')})` : ''),
          children: node(s.title),
        }));
    return node(null);
  }, [q.data, zh, t]);
  /** B0009: another change landed first; the detail reloads (refresh) with what is so now. */
  const failed = (meanwhile: string) => (err: unknown) =>
    void message.error(
      err instanceof ApiError && err.code === 'B0009' ? t(meanwhile) : errorText(t, err),
    );
  const sections = useSetSections({
    onSuccess: () => void message.success(t('customers.sectionsSaved')),
    onError: failed('customers.changedMeanwhile'),
  });
  // `seen`: the quantity shown; of two grants made on the same view one lands (decision 0030).
  const grant = useGrantDevices({
    onSuccess: () => void message.success(t('customers.granted')),
    onError: failed('customers.grantChangedMeanwhile'),
  });
  if (q.isPending) return <Spin aria-label={t('common.loading')} />;
  if (q.isError)
    return <Alert type="error" role="alert" showIcon message={errorText(t, q.error)} />;
  const c = q.data.customer;
  return (
    <>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('customers.username')}>{c.username}</Descriptions.Item>
        <Descriptions.Item label={t('customers.truename')}>{c.truename}</Descriptions.Item>
        <Descriptions.Item label={t('customers.company')}>{c.companyName}</Descriptions.Item>
        <Descriptions.Item label={t('customers.phone')}>{c.phone || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('customers.email')}>{c.email || '—'}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        {t('customers.sections')}
      </Typography.Title>
      <Tree
        checkable
        checkStrictly
        defaultExpandAll
        treeData={tree as never}
        checkedKeys={checked}
        onCheck={(keys) =>
          setChecked((Array.isArray(keys) ? keys : keys.checked).map((k) => String(k)))
        }
      />
      <Button
        type="primary"
        style={{ marginTop: 12 }}
        loading={sections.isPending}
        onClick={() => sections.mutate({ userId, titles: checked, before: held })}
      >
        {t('customers.saveSections')}
      </Button>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        {t('customers.platforms')}
      </Typography.Title>
      <Table<Platform>
        rowKey="code"
        size="small"
        pagination={false}
        dataSource={q.data.platforms.filter((p) => p.needsAuthorization)}
        scroll={{ x: 560 }}
        locale={{ emptyText: t('common.empty') }}
        columns={[
          { title: t('customers.platform'), render: (_, p) => (zh ? p.nameZh : p.nameEn) },
          {
            title: t('customers.trialState'),
            render: (_, p) => (
              <StateTag tone={p.state === 'awaiting' ? 'warning' : 'neutral'}>
                {t(`customers.trial_${p.state}`, { defaultValue: p.state })}
              </StateTag>
            ),
          },
          { title: t('customers.devices'), dataIndex: 'grantedDevices' },
          {
            title: t('customers.grant'),
            render: (_, p) => (
              <Flex gap={8} wrap>
                <InputNumber
                  aria-label={`${t('customers.devices')} ${zh ? p.nameZh : p.nameEn}`}
                  min={1}
                  max={LIMITS.deviceGrantMax}
                  precision={0}
                  value={quantity[p.code] ?? null}
                  onChange={(v) => setQuantity({ ...quantity, [p.code]: v })}
                />
                <Button
                  type="primary"
                  disabled={!quantity[p.code]}
                  loading={grant.isPending && grant.variables?.platform === p.code}
                  onClick={() =>
                    grant.mutate({
                      userId,
                      platform: p.code,
                      quantity: quantity[p.code]!,
                      seen: p.grantedDevices,
                    })
                  }
                >
                  {t('customers.grant')}
                </Button>
              </Flex>
            ),
          },
        ]}
      />
    </>
  );
}
