import type zhCN from './zh-CN.ts';

/** Messages of the collect components in French. */
export default {
  'favouriteGoodsList.label': 'Articles favoris',
  'favouriteGoodsList.loading': 'Chargement des favoris',
  'favouriteGoodsList.empty': 'Aucun favori pour le moment',
  'favouriteGoodsList.emptyHint': 'Ajoutez les articles qui vous plaisent aux favoris pour les retrouver ici',
  'favouriteGoodsList.selectAll': 'Tout sélectionner',
  'favouriteGoodsList.selected': '{count, plural, one {# sélectionné} other {# sélectionnés}}',
  'favouriteGoodsList.removeSelected': 'Retirer la sélection',
  'favouriteGoodsList.select': 'Sélectionner {name}',
  'favouriteGoodsList.remove': 'Retirer',
  'favouriteGoodsList.unavailable': 'Indisponible',
  'favouriteGoodsList.confirmTitle': 'Retirer des favoris',
  'favouriteGoodsList.confirmText': 'Retirer {count, plural, one {l’article sélectionné} other {les # articles sélectionnés}} de vos favoris ?',
  'favouriteGoodsList.confirm': 'Retirer',
  'followedShopsList.label': 'Boutiques suivies',
  'followedShopsList.loading': 'Chargement des boutiques suivies',
  'followedShopsList.empty': 'Aucune boutique suivie',
  'followedShopsList.emptyHint': 'Suivez vos boutiques préférées pour connaître leurs nouveautés et offres',
  'followedShopsList.since': 'Suivie depuis le {date}',
  'followedShopsList.unfollow': 'Ne plus suivre',
  'followedShopsList.enter': 'Voir la boutique',
  'followedShopsList.closed': 'Fermée',
} satisfies Record<keyof typeof zhCN, string>;
