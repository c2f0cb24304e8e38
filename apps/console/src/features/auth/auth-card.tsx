import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LangSwitch } from './lang-switch';

/** The frame of the sign-in screens: title, language picker, the step's content. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main style={{ display: 'grid', placeItems: 'center', minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text type="secondary">{t('common.product')}</Typography.Text>
          <LangSwitch />
        </Flex>
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 16 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </main>
  );
}
