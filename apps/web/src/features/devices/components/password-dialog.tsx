import { useState } from 'react';
import { Button, Modal } from 'antd';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../lib/use-media-query';
import type { ServicePassword } from '../types';

/** Copies text; the older execCommand path covers browsers without the async clipboard. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  }
}

/** The revealed service password of one device, with a copy button. */
export default function PasswordDialog({
  result,
  onClose,
}: {
  result: ServicePassword;
  onClose: () => void;
}) {
  const { t } = useTranslation(['catalogue', 'common']);
  const mobile = useIsMobile();
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <Modal
      open
      title={t('catalogue:superPwd.dialogTitle')}
      onCancel={onClose}
      width={mobile ? '100%' : '50%'}
      footer={[
        <Button key="close" type="primary" onClick={onClose}>
          {t('common:ok')}
        </Button>,
      ]}
    >
      <dl className="sp-dialog-facts">
        <div>
          <dt>{t('catalogue:superPwd.serial')}</dt>
          <dd>{result.serial}</dd>
        </div>
        <div>
          <dt>{t('catalogue:superPwd.model')}</dt>
          <dd>{result.model}</dd>
        </div>
      </dl>
      <p className="visually-hidden" id="sp-password-label">
        {t('catalogue:superPwd.password')}
      </p>
      <code
        className="sp-password"
        aria-labelledby="sp-password-label"
        data-testid="service-password"
      >
        {result.password}
      </code>
      <Button
        icon={<CopyOutlined aria-hidden />}
        onClick={() => void copyText(result.password).then(setCopied)}
      >
        {t('catalogue:superPwd.copy')}
      </Button>
      <span role="status" className="sp-copied">
        {copied === true && ` ${t('catalogue:superPwd.copied')}`}
        {copied === false && ` ${t('catalogue:superPwd.copyFailed')}`}
      </span>
    </Modal>
  );
}
