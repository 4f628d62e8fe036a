import type zhCN from './zh-CN.ts';

/** Messages of the feedback components in French. */
export default {
  'errorState.title': 'Échec du chargement',
  'errorState.description': 'Veuillez réessayer plus tard ou vérifier votre connexion.',
  'emptyState.title': 'Rien pour le moment',
} satisfies Record<keyof typeof zhCN, string>;
