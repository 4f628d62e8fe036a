import type zhCN from './zh-CN.ts';

/** Messages of the account components in French. */
export default {
  'accountMenu.label': 'Mon compte',
  'accountMenu.section.orders': 'Commandes',
  'accountMenu.section.account': 'Compte',
  'accountMenu.section.merchant': 'Espace vendeurs',
  'accountMenu.section.more': 'Plus de services',
  'accountMenu.item.home': 'Vue d’ensemble',
  'accountMenu.item.orders': 'Mes commandes',
  'accountMenu.item.refunds': 'Remboursements et retours',
  'accountMenu.item.reviews': 'Mes avis',
  'accountMenu.item.profile': 'Profil',
  'accountMenu.item.addresses': 'Adresses',
  'accountMenu.item.favourites': 'Favoris',
  'accountMenu.item.coupons': 'Mes bons de réduction',
  'accountMenu.item.points': 'Mes points',
  'accountMenu.item.merchantApply': 'Devenir vendeur',
  'accountMenu.item.applications': 'Mes candidatures',
} satisfies Record<keyof typeof zhCN, string>;
