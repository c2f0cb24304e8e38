import { formatYuan } from '../lib/format-price';
import { useLang } from '../lib/i18n';
import './price.css';

interface Props {
  /** Whole yuan; 0 when the price is given on request. */
  price: number;
  /** The server's note for a price on request ("面议" ...), when it has one. */
  priceNote: string;
  /** What to say when there is neither price nor note. */
  onRequestText: string;
  className?: string;
}

/**
 * A price in yuan, or "price on request" in a neutral colour: red is the colour of errors here,
 * and a price not listed is no error.
 */
export function Price({ price, priceNote, onRequestText, className }: Props) {
  const lang = useLang();
  const listed = price > 0;
  const classes = ['price', listed ? 'is-listed' : 'is-on-request', className].filter(Boolean);
  return (
    <span className={classes.join(' ')}>
      {listed ? formatYuan(price, lang) : priceNote || onRequestText}
    </span>
  );
}
