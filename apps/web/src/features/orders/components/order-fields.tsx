import { AutoComplete, Form, Input, Select, type AutoCompleteProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, ORDER_REQUIRED_FIELDS, type OrderType } from '@seuiot/contract';
import { FormSelect } from '../../../components/form-select';
import type { ProductOptions } from '../api/get-product-options';

const REQUIRED = new Set<string>(ORDER_REQUIRED_FIELDS);

/**
 * AutoComplete inside a required Form.Item: like FormSelect, without the `aria-required` the
 * item hands it, which lands on a <div> with no role (axe aria-allowed-attr).
 */
function FormAutoComplete({
  'aria-required': _required,
  ...props
}: AutoCompleteProps & { 'aria-required'?: unknown }) {
  return <AutoComplete {...props} />;
}

interface Props {
  types: OrderType[];
  products: ProductOptions | undefined;
}

/**
 * The fields of a work order (spec 3 and 5): type, title, product (my devices' products or the
 * catalogue's models, or typed), contact and description are required to submit; the device or
 * the app and version are optional (decision 0016). Each required message names its field.
 */
export function OrderFields({ types, products }: Props) {
  const { t } = useTranslation('orders');
  const required = (field: string) =>
    REQUIRED.has(field)
      ? [
          {
            required: true,
            // Blank text is missing too. The type is a number: any key beside `required` makes
            // the validator check for a string, so the type's rule has none.
            ...(field === 'typeId' ? {} : { whitespace: true }),
            message: t('form.required', { field: t(`field.${field}`) }),
          },
        ]
      : [];

  const groups = ['problem', 'feedback']
    .map((group) => ({
      label: t(`typeGroup.${group}`, { defaultValue: group }),
      options: types
        .filter((type) => type.group === group)
        .map((type) => ({ value: type.id, label: type.name })),
    }))
    .filter((group) => group.options.length > 0);
  const others = types.filter((type) => type.group !== 'problem' && type.group !== 'feedback');
  const typeOptions = [...groups, ...others.map((type) => ({ value: type.id, label: type.name }))];

  const mine = [...new Set((products?.devices ?? []).map((d) => d.productName || d.model))];
  const productOptions = [
    ...(mine.length
      ? [{ label: t('product.mine'), options: mine.map((name) => ({ value: name })) }]
      : []),
    ...(products?.models.length
      ? [
          {
            label: t('product.catalogue'),
            options: products.models
              .filter((m) => !mine.includes(m.model))
              .map((m) => ({ value: m.model, label: `${m.model} · ${m.name}` })),
          },
        ]
      : []),
  ];

  return (
    <>
      <Form.Item name="typeId" label={t('field.typeId')} rules={required('typeId')}>
        <FormSelect options={typeOptions} placeholder={t('form.choose')} />
      </Form.Item>
      <Form.Item name="title" label={t('field.title')} rules={[...required('title')]}>
        <Input maxLength={LIMITS.orderTitleMax} showCount />
      </Form.Item>
      <Form.Item
        name="productName"
        label={t('field.productName')}
        rules={required('productName')}
        extra={t('product.hint')}
      >
        <FormAutoComplete
          options={productOptions}
          maxLength={LIMITS.orderFieldMax}
          filterOption={(input, option) =>
            String(option && 'value' in option ? option.value : '')
              .toLowerCase()
              .includes(input.trim().toLowerCase())
          }
        />
      </Form.Item>
      <div className="wo-pair">
        <Form.Item name="deviceSerial" label={t('field.deviceSerial')}>
          <Select
            allowClear
            placeholder={t('form.optional')}
            options={(products?.devices ?? []).map((d) => ({
              value: d.serial,
              label: `${d.serial} · ${d.model}`,
            }))}
            notFoundContent={t('product.noDevices')}
          />
        </Form.Item>
        <Form.Item name="appName" label={t('field.appName')}>
          <Input maxLength={LIMITS.orderFieldMax} placeholder={t('form.optional')} />
        </Form.Item>
        <Form.Item name="appVersion" label={t('field.appVersion')}>
          <Input maxLength={64} placeholder={t('form.optional')} />
        </Form.Item>
      </div>
      <Form.Item
        name="contact"
        label={t('field.contact')}
        rules={required('contact')}
        extra={t('form.contactHint')}
      >
        <Input maxLength={LIMITS.orderFieldMax} autoComplete="email" />
      </Form.Item>
      <Form.Item name="description" label={t('field.description')} rules={required('description')}>
        <Input.TextArea rows={5} maxLength={LIMITS.orderTextMax} showCount />
      </Form.Item>
    </>
  );
}
