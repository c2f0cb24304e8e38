import { App, Space } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ROUTES, type ConsoleCertKind } from '@seuiot/contract';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { ReasonButton } from '../../lib/reason-button';

/**
 * Asks a second reviewer to re-open this decided certification (four eyes, decisions 0020 and
 * 0022) with a reason the customer reads; the request waits in Approvals.
 */
export function CertReopen({ kind, userId }: { kind: ConsoleCertKind; userId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const ask = useMutation({
    mutationFn: (reason: string) =>
      api<{ approvalId: number }>('POST', CONSOLE_ROUTES.reviewReopen, {
        subject: kind,
        id: userId,
        reason,
      }),
    onSuccess: () => {
      void message.success(t('review.reopenAsked'));
      void client.invalidateQueries({ queryKey: ['console', 'approvals'] });
    },
    onError: (err) => void message.error(errorText(t, err)),
  });
  return (
    <Space wrap>
      <ReasonButton action="reopen" pending={ask.isPending} onSubmit={(r) => ask.mutate(r)} />
    </Space>
  );
}
