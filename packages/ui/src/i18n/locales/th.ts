import core from './core/th.ts';
import orders from './orders/th.ts';

/**
 * Every message of @mall/ui in Thai: the families every page needs
 * (./core/th.ts) and those of the order pages (./orders/th.ts). The families
 * are listed there; a new one adds its line in one of them.
 */
export default {
  ...core,
  ...orders,
};
