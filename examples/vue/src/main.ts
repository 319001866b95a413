// Eager definition: every tag is defined up front (`shop-widgets/autoload` is the lazy path).
import 'shop-widgets/register';
import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#app');
