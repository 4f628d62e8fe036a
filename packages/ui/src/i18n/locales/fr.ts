import core from './core/fr.ts';
import orders from './orders/fr.ts';

/**
 * Every message of @mall/ui in French: the families every page needs
 * (./core/fr.ts) and those of the order pages (./orders/fr.ts). The families
 * are listed there; a new one adds its line in one of them.
 */
export default {
  ...core,
  ...orders,
};
