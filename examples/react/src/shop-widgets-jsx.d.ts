// The library's tags in JSX, with their attributes and shop:* events typed.
import type {} from 'shop-widgets/jsx';
