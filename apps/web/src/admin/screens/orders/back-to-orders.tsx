import { useAdmin } from '../../context';

/** The link back to the order list, shown above an order and the payment problems. */
export function BackToOrders() {
  const { t, navigate } = useAdmin();
  return (
    <p>
      <a
        href="/admin/orders"
        onClick={(event) => {
          event.preventDefault();
          navigate('orders');
        }}
      >
        ← {t('backToOrders')}
      </a>
    </p>
  );
}
