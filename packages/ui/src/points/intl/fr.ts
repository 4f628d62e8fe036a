import type zhCN from './zh-CN.ts';

/** Messages of the points components in French. */
export default {
  'pointsToggle.label': 'Utiliser des points',
  'pointsToggle.available': '{count, number} points disponibles',
  'pointsToggle.saving': '{count, number} points utilisés, {amount} de réduction',
  'pointsToggle.none': 'Vous n’avez aucun point à utiliser',
  'pointsToggle.belowMinimum': 'Pas assez de points pour cette commande',
  'pointsAccount.label': 'Mes points',
  'pointsAccount.loading': 'Chargement des points',
  'pointsAccount.available': 'Disponibles',
  'pointsAccount.frozen': 'Gelés',
  'pointsAccount.totalEarned': 'Gagnés au total',
  'pointsAccount.totalSpent': 'Dépensés au total',
  'pointsRecordList.label': 'Historique des points',
  'pointsRecordList.loading': 'Chargement de l’historique des points',
  'pointsRecordList.empty': 'Aucun mouvement de points',
  'pointsRecordList.emptyHint': 'Gagnez des points en achetant et en donnant votre avis',
  'pointsRecordList.orderNo': 'N° de commande : {orderNo}',
  'pointsRecordList.frozenUntil': 'Gelés jusqu’au {date}',
} satisfies Record<keyof typeof zhCN, string>;
