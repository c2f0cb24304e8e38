import { useTranslation } from 'react-i18next';
import { formatYuan } from '../../../lib/format-price';
import { useLang } from '../../../lib/i18n';

/** Price in yuan, or "price on request" (the server's note) when the case has none. */
export function CasePrice({ price, priceNote }: { price: number; priceNote: string }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  return (
    <span className="sol-price">
      <span className="visually-hidden">{t('solution.price')} </span>
      {price > 0 ? formatYuan(price, lang) : priceNote || t('solution.priceOnRequest')}
    </span>
  );
}
