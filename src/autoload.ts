import { startAutoloader } from './cdn/autoload';
import { rememberEarlySidebarCommands } from './core/early-commands';
import { listenForCompletedOrders } from './core/order-completed';
import { widgetLoaders } from './elements/loaders';

/**
 * `import 'shop-widgets/autoload'`: lazy definition for applications built with a bundler. The same
 * loader as the script tag: each tag's code sits behind a dynamic import (the host's bundler makes it
 * a chunk of its own) and is defined when the tag first appears on the page, at start or later.
 * React and the platform load with the first widget. `shop-widgets/register` is the eager path.
 */
if (typeof window !== 'undefined') {
  rememberEarlySidebarCommands();
  listenForCompletedOrders();
  startAutoloader(widgetLoaders);
}
