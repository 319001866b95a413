import { defineWidget } from './core/define-widget';
import { listenForCompletedOrders } from './core/order-completed';
import { widgetDefinitions } from './elements/index';

/** `import 'shop-widgets/register'` defines every tag of the library. */
for (const definition of widgetDefinitions) defineWidget(definition);
listenForCompletedOrders();
