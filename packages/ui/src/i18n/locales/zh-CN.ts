import core from './core/zh-CN.ts';
import orders from './orders/zh-CN.ts';

/**
 * Every message of @mall/ui in Simplified Chinese: the families every page needs
 * (./core/zh-CN.ts) and those of the order pages (./orders/zh-CN.ts). The families
 * are listed there; a new one adds its line in one of them.
 */
export default {
  ...core,
  ...orders,
};
