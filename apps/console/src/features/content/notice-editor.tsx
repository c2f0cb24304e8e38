import { Form, Input, Tabs } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, type NoticeSave } from '@seuiot/contract';

export type NoticeForm = Omit<NoticeSave, 'id'>;

/**
 * The bilingual editor of a notice: a tab per language, each with its title and text; a language
 * left empty shows its tab in error, so neither can be forgotten.
 */
export function NoticeEditor({
  form,
  onFinish,
}: {
  form: FormInstance<NoticeForm>;
  onFinish: (v: NoticeForm) => void;
}) {
  const { t } = useTranslation();
  const required = [{ required: true, whitespace: true, message: t('content.required') }];
  const pane = (lang: 'Zh' | 'En') => (
    <>
      <Form.Item name={`title${lang}`} label={t('content.title')} rules={required}>
        <Input maxLength={LIMITS.contentTitleMax} showCount />
      </Form.Item>
      <Form.Item name={`content${lang}`} label={t('content.body')} rules={required}>
        <Input.TextArea maxLength={LIMITS.noticeContentMax} rows={10} showCount />
      </Form.Item>
    </>
  );
  return (
    <Form form={form} layout="vertical" onFinish={onFinish}>
      <Tabs
        items={[
          { key: 'zh', label: t('content.lang_zh'), children: pane('Zh'), forceRender: true },
          { key: 'en', label: t('content.lang_en'), children: pane('En'), forceRender: true },
        ]}
      />
    </Form>
  );
}
