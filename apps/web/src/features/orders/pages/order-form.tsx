import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Form, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS, type OrderAttachment } from '@seuiot/contract';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { isApiError } from '../../../lib/api-error';
import { notifyError } from '../../../lib/error-toast';
import { useFieldErrors } from '../../../lib/field-errors';
import { useSignedInUser } from '../../../lib/session';
import { useLoginFirst } from '../../../lib/use-login-first';
import { useSubmitLock } from '../../../lib/use-submit-lock';
import { useOrder } from '../api/get-order';
import { useOrderTypes } from '../api/get-order-types';
import { useProductOptions } from '../api/get-product-options';
import { useSubmitOrder } from '../api/order-actions';
import { orderIdOf, orderFormData, requiredFields, type OrderFormValues } from '../order-logic';
import { AttachmentPicker } from '../components/attachment-picker';
import { DraftFiles } from '../components/draft-files';
import { OrderFields } from '../components/order-fields';
import '../orders.css';

interface Sent {
  id: number;
  number: string;
  submitted: boolean;
}

/**
 * The support page's tab 2 (spec 2.7): a new work order, sent or saved as a draft. `draft=<id>`
 * continues one of my drafts, `linked=<id>` follows up a closed order past its reopen window.
 * A visitor is asked to log in first, with the way back here, before typing anything (issue 26,
 * decision 0048); a session that ends while the form is open still leads to login (spec 6).
 */
export default function OrderForm() {
  const { t } = useTranslation('orders');
  const signedIn = useSignedInUser() !== null;
  const [params] = useSearchParams();
  const draftId = orderIdOf(params.get('draft'));
  const linkedId = orderIdOf(params.get('linked'));
  if (!signedIn)
    return (
      <div className="wo-form">
        <p className="wo-intro">{t('form.intro')}</p>
        <SignInPrompt
          title={t('form.signInTitle')}
          text={t('form.signInText')}
          action={t('form.signIn')}
        />
      </div>
    );
  if (draftId !== null) return <DraftForm id={draftId} />;
  if (linkedId !== null) return <LinkedForm id={linkedId} />;
  return <OrderFormBody key="new" signedIn={signedIn} intro={t('form.intro')} />;
}

function DraftForm({ id }: { id: number }) {
  const order = useOrder(id);
  if (order.isError) return <OrderFormBody signedIn intro="" />;
  if (!order.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const d = order.data;
  if (d.status !== ORDER_STATUS.notSubmitted) return <OrderFormBody signedIn intro="" />;
  return (
    <OrderFormBody
      key={`draft-${id}`}
      signedIn
      draftId={id}
      intro=""
      initial={{
        typeId: d.typeId ?? undefined,
        title: d.title,
        productName: d.productName || undefined,
        contact: d.contact || undefined,
        description: d.description || undefined,
        deviceSerial: d.device?.serial,
        appName: d.app?.name,
        appVersion: d.app?.version,
      }}
      draftNumber={d.number}
      draftFiles={d.attachments}
    />
  );
}

function LinkedForm({ id }: { id: number }) {
  const { t } = useTranslation('orders');
  const order = useOrder(id);
  if (order.isError) return <OrderFormBody signedIn intro="" />;
  if (!order.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <OrderFormBody
      key={`linked-${id}`}
      signedIn
      linked={{ id, number: order.data.number }}
      intro={t('form.linkedIntro', { number: order.data.number })}
      initial={{
        typeId: order.data.typeId ?? undefined,
        title: order.data.title,
        productName: order.data.productName || undefined,
        contact: order.data.contact || undefined,
      }}
    />
  );
}

interface BodyProps {
  signedIn: boolean;
  intro: string;
  initial?: OrderFormValues;
  draftId?: number;
  draftNumber?: string;
  draftFiles?: OrderAttachment[];
  linked?: { id: number; number: string };
}

function OrderFormBody({
  signedIn,
  intro,
  initial,
  draftId,
  draftNumber,
  draftFiles = [],
  linked,
}: BodyProps) {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<OrderFormValues>();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const loginFirst = useLoginFirst();
  const types = useOrderTypes(signedIn);
  const products = useProductOptions(signedIn);
  const submit = useSubmitOrder(setProgress);
  const lock = useSubmitLock();
  const fieldErrors = useFieldErrors(form);

  // One send at a time, from the click (the validation is asynchronous) to the answer.
  const send = (asSubmit: boolean) => lock.run(() => sendNow(asSubmit));

  const sendNow = async (asSubmit: boolean): Promise<boolean> => {
    if (!signedIn) {
      loginFirst('notLoggedIn.ticket');
      return false;
    }
    let values: OrderFormValues;
    try {
      // A draft needs its title only; sending needs the five fields of spec 5.
      await form.validateFields([...requiredFields(asSubmit)]);
      values = form.getFieldsValue(true) as OrderFormValues;
    } catch {
      return false;
    }
    setProgress(files.length ? 0 : null);
    try {
      const answer = await submit.mutateAsync(
        orderFormData(values, { submit: asSubmit, draftId, linkedOrderId: linked?.id }, files),
      );
      setSent({ id: answer.id, number: answer.number, submitted: asSubmit });
      setFiles([]);
      form.resetFields();
    } catch (error) {
      if (isApiError(error) && error.kind === 'session') loginFirst('notLoggedIn.ticket');
      // A missing or refused field (B0001/B0004 name it) is marked there; the rest is a toast.
      else if (!fieldErrors.show(error)) notifyError(error);
    } finally {
      setProgress(null);
    }
    return true;
  };

  if (sent) {
    return (
      <Result
        status="success"
        title={sent.submitted ? t('form.sentTitle') : t('form.draftTitle')}
        subTitle={t(sent.submitted ? 'form.sentText' : 'form.draftText', { number: sent.number })}
        extra={[
          <Link key="open" to={`/center/orders?id=${sent.id}`} className="ant-btn ant-btn-primary">
            {t('form.open', { number: sent.number })}
          </Link>,
          <Button key="again" onClick={() => setSent(null)}>
            {t('form.another')}
          </Button>,
        ]}
      />
    );
  }

  const busy = lock.locked;
  return (
    <div className="wo-form">
      {intro && <p className="wo-intro">{intro}</p>}
      {!signedIn && <Alert type="info" showIcon message={t('form.loginNote')} />}
      {draftNumber && (
        <Alert
          type="info"
          showIcon
          message={t('form.draftNote', { number: draftNumber, count: draftFiles.length })}
        />
      )}
      {linked && (
        <Alert type="info" showIcon message={t('form.linkedNote', { number: linked.number })} />
      )}
      <Form form={form} layout="vertical" initialValues={initial} className="wo-form-body">
        <OrderFields types={types.data ?? []} products={products.data} />
        <Form.Item label={t('field.attachments')} htmlFor="wo-files">
          <DraftFiles files={draftFiles} />
          <AttachmentPicker
            id="wo-files"
            files={files}
            onChange={setFiles}
            progress={progress}
            disabled={busy}
          />
        </Form.Item>
        <div className="wo-form-actions">
          <Button type="primary" disabled={busy} onClick={() => void send(true)}>
            {t('form.submit')}
          </Button>
          <Button disabled={busy} onClick={() => void send(false)}>
            {t('form.saveDraft')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
