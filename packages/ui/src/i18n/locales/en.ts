import core from './core/en.ts';
import orders from './orders/en.ts';

/**
 * Every message of @mall/ui in English: the families every page needs
 * (./core/en.ts) and those of the order pages (./orders/en.ts). The families
 * are listed there; a new one adds its line in one of them.
 */
export default {
  ...core,
  ...orders,
};
