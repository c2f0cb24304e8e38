import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CONSOLE_CUSTOMER_CALLS, type CustomerDetail } from '@seuiot/contract';
import { fetchAnswering, renderWithClient, useLang } from '../../lib/test-utils';
import { i18n } from '../../lib/i18n';
import { CustomerDetailView } from './customer-detail';

afterEach(() => vi.unstubAllGlobals());

const detail = (granted: number): CustomerDetail => ({
  customer: {
    id: 7,
    username: 'acme.buyer',
    truename: 'Ann',
    companyName: 'Acme',
    phone: '',
    email: '',
    status: 'active',
    createdAt: '2026-12-01T00:00:00.000Z',
  },
  sections: [],
  platforms: [
    {
      code: 'mdm',
      nameZh: '移动设备管理',
      nameEn: 'MDM',
      needsAuthorization: true,
      state: 'trial',
      grantedDevices: granted,
      grantedBy: 'sales.a',
    },
  ],
});
const ok = (data: unknown) => ({ rescode: 200, msg: 'success', data });

describe('device grants', () => {
  for (const [lang, devices, grant, meanwhile] of [
    [
      'en',
      'Devices MDM',
      'Grant',
      'Someone changed this grant meanwhile; the current grant is shown again. Check it and grant again if needed',
    ],
    [
      'zh',
      '设备数 移动设备管理',
      /^授\s*权$/,
      '其他人已修改了此授权，已重新显示当前授权。请确认后再授权',
    ],
  ] as const) {
    it(`sends the quantity seen; a grant that lost to another says so (${lang}) and reloads`, async () => {
      await useLang(lang);
      const f = fetchAnswering(
        ok(detail(50)),
        { rescode: 400, msg: 'B0009', data: 70 },
        ok(detail(70)),
      );
      vi.stubGlobal('fetch', f.fn);
      renderWithClient(<CustomerDetailView userId={7} />);
      const input = await screen.findByRole('spinbutton', { name: devices }, { timeout: 5000 });
      fireEvent.change(input, { target: { value: '80' } });
      fireEvent.click(screen.getByRole('button', { name: grant }));
      expect(await screen.findByText(meanwhile, {}, { timeout: 5000 })).toBeTruthy();
      expect(f.calls[1]!.url).toBe(`/api${CONSOLE_CUSTOMER_CALLS.grant.path}`);
      expect(JSON.parse(String(f.calls[1]!.init.body))).toEqual({
        userId: 7,
        platform: 'mdm',
        quantity: 80,
        seen: 50,
      });
      expect(await screen.findByText('70', {}, { timeout: 5000 })).toBeTruthy();
      await waitFor(() => expect(f.calls.length).toBe(3), { timeout: 5000 });
      expect(f.calls[2]!.url).toContain(CONSOLE_CUSTOMER_CALLS.detail.path);
    }, 30_000);
  }
  afterEach(() => void i18n.changeLanguage('en'));
});
