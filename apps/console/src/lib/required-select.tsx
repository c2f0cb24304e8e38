import { Select, type SelectProps } from 'antd';

/**
 * antd Select in a required Form.Item: the item hands it `aria-required`, which Select puts on its
 * outer <div> (no role), where ARIA does not allow it (axe aria-allowed-attr). The label's mark
 * and the rule's message already say the field is required.
 */
export function RequiredSelect({
  'aria-required': _required,
  ...props
}: SelectProps & { 'aria-required'?: unknown }) {
  return <Select {...props} />;
}
