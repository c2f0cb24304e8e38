import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button, Form } from 'antd';
import { initI18n, loadNamespaces } from '../lib/i18n';
import { NewPasswordFields } from './new-password-fields';

const hint = 'center:password.hint';

function renderForm() {
  return render(
    <Form layout="vertical">
      <NewPasswordFields
        name="newPassword"
        texts={{ label: 'center:password.new', repeatLabel: 'center:password.repeat', hint }}
      />
      <Button htmlType="submit">Save</Button>
    </Form>,
  );
}

describe('NewPasswordFields', () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['center']);
  });

  it("labels both fields, states the contract's length and requires both", async () => {
    renderForm();
    expect(screen.getByLabelText('New password')).toBeTruthy();
    expect(screen.getByLabelText('Repeat new password')).toBeTruthy();
    expect(screen.getByText(/6 to 20 characters/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Please enter your password')).toHaveLength(2);
  });

  it('checks the length, then that the repeat matches', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('Repeat new password'), {
      target: { value: 'abcdefg' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The password must be 6 to 20 characters long')).toBeTruthy();
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
  });
});
