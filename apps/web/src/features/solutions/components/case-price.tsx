import { useTranslation } from 'react-i18next';
import { Price } from '../../../components/price';

/** Price in yuan, or "price on request" (the server's note) when the case has none. */
export function CasePrice({ price, priceNote }: { price: number; priceNote: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <span className="sol-price">
      <span className="visually-hidden">{t('solution.price')} </span>
      <Price price={price} priceNote={priceNote} onRequestText={t('solution.priceOnRequest')} />
    </span>
  );
}
