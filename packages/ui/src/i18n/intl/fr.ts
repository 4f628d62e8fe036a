import type zhCN from './zh-CN.ts';

/** Messages of shared texts and API error defaults in French. */
export default {
  'common.loading': 'Chargement…',
  'common.retry': 'Réessayer',
  'common.empty': 'Rien pour le moment',
  'common.confirm': 'OK',
  'common.cancel': 'Annuler',
  'common.close': 'Fermer',
  'common.save': 'Enregistrer',
  'common.backHome': "Retour à l'accueil",
  'common.required': 'Obligatoire',
  'apiError.validation': 'Échec de la validation des paramètres',
  'apiError.forbidden': 'Accès refusé',
  'apiError.notFound': 'Aucune donnée trouvée',
  'apiError.server': 'Exception système',
  'apiError.other': 'Erreur système',
  'apiError.loginRequired': "Veuillez d'abord vous connecter",
  'apiError.network': 'Erreur réseau, vérifiez votre connexion et réessayez',
} satisfies Record<keyof typeof zhCN, string>;
