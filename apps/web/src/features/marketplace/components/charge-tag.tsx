import { useTranslation } from 'react-i18next';
import type { ChargeType } from '../types';

/** Free or paid. */
export function ChargeTag({ type }: { type: ChargeType }) {
  const { t } = useTranslation('catalogue');
  return (
    <span className={type === 'free' ? 'mk-tag mk-tag-free' : 'mk-tag mk-tag-paid'}>
      {t(type === 'free' ? 'app.free' : 'app.paid')}
    </span>
  );
}
