import { rememberEarlySidebarCommands } from '../core/early-commands';
import { listenForCompletedOrders } from '../core/order-completed';
import { widgetLoaders } from '../elements/loaders';
import { startAutoloader } from './autoload';

/**
 * The script-tag module entry: `<script type="module" src=".../shop-widgets.js"></script>`.
 * Defines each tag when it first appears; widget code and React load only then, React once.
 */
rememberEarlySidebarCommands();
listenForCompletedOrders();
startAutoloader(widgetLoaders);
