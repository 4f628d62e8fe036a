import type zhCN from './zh-CN.ts';

/** Messages of the coupon components in French. */
export default {
  'couponCard.threshold': 'Dès {amount} d’achat',
  'couponCard.noThreshold': 'Sans minimum d’achat',
  'couponCard.scopeShop': 'Toute la boutique',
  'couponCard.scopeGoods': 'Articles sélectionnés',
  'couponCard.scopePlatform': 'Toutes les boutiques',
  'couponCard.validFixed': 'Valable du {start} au {end}',
  'couponCard.validDays': 'Valable {day, plural, one {# jour} other {# jours}} après l’obtention',
  'couponCard.remaining': 'Plus que {count, number}',
  'couponCard.receive': 'Obtenir',
  'couponCard.received': 'Obtenu',
  'couponCard.gone': 'Épuisé',
  'couponList.label': 'Bons de réduction',
  'couponList.loading': 'Chargement des bons de réduction',
  'couponList.empty': 'Aucun bon de réduction à obtenir',
  'couponList.compactLabel': 'Bons',
  'couponList.chip': '-{money} dès {min}',
  'couponList.chipNoThreshold': '-{money}',
  'couponList.open': 'Obtenir des bons',
  'couponList.dialogTitle': 'Obtenir des bons de réduction',
  'couponList.loadFailed': 'Impossible de charger les bons',
} satisfies Record<keyof typeof zhCN, string>;
