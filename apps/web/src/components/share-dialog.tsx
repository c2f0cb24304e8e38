import { useId, useRef, useState } from 'react';
import { Button, Input, Modal, Radio, Space } from 'antd';
import type { InputRef } from 'antd';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';
import { showSuccessToast } from '../lib/feedback';
import { useIsMobile } from '../lib/use-media-query';
import './share-dialog.css';

export type NeedLogin = 0 | 1;

export interface ShareDialogProps {
  open: boolean;
  /** The dialog's title (what is shared). */
  title: string;
  onClose: () => void;
  /**
   * Makes the link (spec 3 share request). On failure it shows its own error (the api-client's
   * toast) and rejects; the dialog then stays as it was, ready for another try.
   */
  createLink: (needLogin: NeedLogin) => Promise<string>;
}

/**
 * The share dialog of spec 2.7 and 6: a link open to anyone for 7 days, or one that needs
 * signing in; made on request, then shown to copy. Closing it forgets the link.
 */
export function ShareDialog({ open, title, onClose, createLink }: ShareDialogProps) {
  const mobile = useIsMobile();
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      footer={null}
      width={mobile ? '100%' : '50%'}
      destroyOnHidden
    >
      <ShareBody createLink={createLink} />
    </Modal>
  );
}

/** Copies through the clipboard API, else the older command on the selected input. */
async function copy(text: string, input: InputRef | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (plain http) or no permission: select the text, so that the user can
    // press Ctrl+C, and try the older command on it.
    input?.focus();
    input?.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

function ShareBody({ createLink }: Pick<ShareDialogProps, 'createLink'>) {
  const { t } = useTranslation('common');
  const [needLogin, setNeedLogin] = useState<NeedLogin>(0);
  const [link, setLink] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const input = useRef<InputRef>(null);
  // The request whose answer is still wanted: a change of choice makes a late answer stale.
  const request = useRef(0);
  const audienceId = useId();

  const choose = (value: NeedLogin) => {
    request.current += 1;
    setNeedLogin(value);
    setLink(null);
    setCopyFailed(false);
    setLoading(false);
  };

  const create = async () => {
    const mine = ++request.current;
    setLoading(true);
    try {
      const made = await createLink(needLogin);
      if (request.current === mine) {
        setLink(made);
        setCopyFailed(false);
      }
    } catch {
      // createLink has shown the error; the dialog stays open for another try.
    } finally {
      if (request.current === mine) setLoading(false);
    }
  };

  const onCopy = async () => {
    if (link === null) return;
    const done = await copy(link, input.current);
    setCopyFailed(!done);
    if (done) {
      showSuccessToast(t('share.copied'));
      return;
    }
    input.current?.focus();
    input.current?.select();
  };

  return (
    <div className="share-dialog">
      <p id={audienceId} className="share-dialog-label">
        {t('share.audience')}
      </p>
      {/* antd's group takes no role: the wrapper names it. */}
      <div role="radiogroup" aria-labelledby={audienceId}>
        <Radio.Group
          value={needLogin}
          onChange={(event) => choose(event.target.value as NeedLogin)}
        >
          <Space direction="vertical">
            <Radio value={0}>{t('share.anyone', { days: LIMITS.shareLinkDays })}</Radio>
            <Radio value={1}>{t('share.signedIn')}</Radio>
          </Space>
        </Radio.Group>
      </div>
      <Button
        type="primary"
        className="share-dialog-create"
        loading={loading}
        onClick={() => void create()}
      >
        {t('share.create')}
      </Button>
      {link !== null && (
        <div className="share-dialog-link">
          <Space.Compact block>
            <Input
              ref={input}
              readOnly
              value={link}
              aria-label={t('share.link')}
              onFocus={(event) => event.target.select()}
            />
            <Button icon={<CopyOutlined aria-hidden />} onClick={() => void onCopy()}>
              {t('share.copy')}
            </Button>
          </Space.Compact>
        </div>
      )}
      <p role="status" className="share-dialog-status">
        {copyFailed ? t('share.copyFailed') : ''}
      </p>
    </div>
  );
}
