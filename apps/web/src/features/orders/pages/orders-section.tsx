import { useSearchParams } from 'react-router';
import { OrderDetail } from '../components/order-detail';
import { OrderList } from '../components/order-list';
import { orderIdOf } from '../order-logic';
import '../orders.css';

/**
 * The personal center's "my work orders" (spec 2.7): the list, or with `id` one order and its
 * conversation (the address messages link to, `/center/orders?id=<id>`).
 */
export default function OrdersSection() {
  const [params] = useSearchParams();
  const id = orderIdOf(params.get('id'));
  return id === null ? <OrderList /> : <OrderDetail key={id} id={id} />;
}
