import type zhCN from './zh-CN.ts';

/** Messages of the shopper's own coupons in French. */
export default {
  'myCouponCard.shop': 'Boutique : ',
  'myCouponCard.use': 'Utiliser',
  'myCouponCard.usable': 'Utilisable',
  'myCouponCard.used': 'Utilisé',
  'myCouponCard.expired': 'Expiré',
  'myCouponCard.notStarted': 'Pas encore valable',
  'myCouponCard.startsOn': 'Utilisable dès le {date}',
  'myCouponTabs.label': 'État des bons',
  'myCouponTabs.usable': 'Utilisables',
  'myCouponTabs.unusable': 'Utilisés ou expirés',
  'myCouponTabs.count': '({count, number})',
  'myCouponList.label': 'Mes bons de réduction',
  'myCouponList.loading': 'Chargement des bons',
  'myCouponList.emptyUsable': 'Vous n’avez aucun bon utilisable',
  'myCouponList.emptyUnusable': 'Aucun bon utilisé ou expiré',
} satisfies Record<keyof typeof zhCN, string>;
