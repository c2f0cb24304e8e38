import { Collapse } from 'antd';
import type { Faq } from '../types';
import { FaqAnswer } from './faq-answer';

/** Questions that open to their answers (antd Collapse; an answer loads on first opening). */
export function FaqCollapse({ items, signedIn }: { items: readonly Faq[]; signedIn: boolean }) {
  return (
    <Collapse
      className="faq-collapse"
      items={items.map((faq) => ({
        key: faq.id,
        label: <span className="faq-question">{faq.name}</span>,
        children: <FaqAnswer id={faq.id} signedIn={signedIn} />,
      }))}
    />
  );
}
