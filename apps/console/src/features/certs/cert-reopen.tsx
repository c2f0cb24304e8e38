import { useState } from 'react';
import { App, Flex, InputNumber, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ROUTES, type ConsoleCertKind } from '@seuiot/contract';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { ReasonButton } from '../review/review-actions';

/**
 * Asks a second reviewer to re-open a decided certification of one customer (four eyes,
 * decision 0020): the customer's ID and a reason the customer reads.
 */
export function CertReopen({ kind }: { kind: ConsoleCertKind }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [userId, setUserId] = useState<number | null>(null);
  const ask = useMutation({
    mutationFn: (reason: string) =>
      api<{ approvalId: number }>('POST', CONSOLE_ROUTES.reviewReopen, {
        subject: kind,
        id: userId,
        reason,
      }),
    onSuccess: () => void message.success(t('review.reopenAsked')),
    onError: (err) => void message.error(errorText(t, err)),
  });
  return (
    <Flex gap={8} align="center" wrap style={{ margin: '16px 0' }}>
      <Typography.Text id="cert-reopen-user">{t('review.reopenUser')}</Typography.Text>
      <InputNumber
        aria-labelledby="cert-reopen-user"
        min={1}
        precision={0}
        value={userId}
        onChange={(v) => setUserId(v)}
      />
      {userId !== null && (
        <ReasonButton action="reopen" pending={ask.isPending} onSubmit={(r) => ask.mutate(r)} />
      )}
    </Flex>
  );
}
