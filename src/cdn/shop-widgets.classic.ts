/**
 * The classic single-file bundle for pages that cannot load modules:
 * `<script src=".../shop-widgets.classic.js" defer></script>`. Defines every tag at once.
 */
import '../register';
