import type zhCN from './zh-CN.ts';

/** Messages of the error components in French. */
export default {
  'errorPage.notFound': 'Cette page est introuvable',
  'errorPage.notFoundHint': 'La page a peut-être été supprimée, renommée ou est momentanément indisponible.',
  'errorPage.loadFailed': 'Échec du chargement',
  'errorPage.loadFailedHint': 'Un problème est survenu de notre côté. Actualisez la page plus tard.',
  'errorPage.signIn': "Veuillez d'abord vous connecter",
  'errorPage.signInHint': 'Connectez-vous pour voir cette page.',
  'errorPage.signInButton': 'Se connecter',
  'errorPage.badRequest': 'Requête incorrecte',
  'errorPage.checkConfig': "Veuillez vérifier l'adresse ou la configuration du site.",
  'errorPage.detail': 'Erreur : {message}',
} satisfies Record<keyof typeof zhCN, string>;
