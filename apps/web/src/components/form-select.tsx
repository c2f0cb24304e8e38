import { Select, type SelectProps } from 'antd';

type Props = SelectProps & { 'aria-required'?: unknown };

/**
 * antd Select inside a required Form.Item: the item hands its control `aria-required`, which
 * Select puts on its outer <div> (no role), where ARIA does not allow it (axe aria-allowed-attr).
 * The label's mark and the rule's message already say the field is required.
 */
export function FormSelect({ 'aria-required': _required, ...props }: Props) {
  return <Select {...props} />;
}
