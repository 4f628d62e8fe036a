import core from './core/lao.ts';
import orders from './orders/lao.ts';

/**
 * Every message of @mall/ui in Lao: the families every page needs
 * (./core/lao.ts) and those of the order pages (./orders/lao.ts). The families
 * are listed there; a new one adds its line in one of them.
 */
export default {
  ...core,
  ...orders,
};
