import { CartContainer } from '../cart/cart-container';

export interface CartPageProps {
  holidayText: string;
}

/** The cart page is the shared cart view in its page placement. */
export function CartPage({ holidayText }: CartPageProps) {
  return <CartContainer placement="page" holidayText={holidayText} />;
}
