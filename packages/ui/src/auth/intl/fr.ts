import type zhCN from './zh-CN.ts';

/** Messages of the auth components in French. */
export default {
  'phonePasswordForm.phone': 'Numéro de téléphone',
  'phonePasswordForm.phonePlaceholder': 'Saisissez votre numéro de téléphone',
  'phonePasswordForm.dialCode': 'Indicatif du pays',
  'phonePasswordForm.password': 'Mot de passe',
  'phonePasswordForm.passwordPlaceholder': 'Saisissez votre mot de passe',
  'phonePasswordForm.agreementText': "J'ai lu et j'accepte la <link>politique de confidentialité</link>",
  'phonePasswordForm.submit': 'Se connecter',
  'phonePasswordForm.emptyPhone': 'Veuillez saisir votre numéro de téléphone',
  'phonePasswordForm.emptyPassword': 'Veuillez saisir votre mot de passe',
  'phonePasswordForm.agreement': 'Veuillez accepter la politique de confidentialité',
  'signInDialog.title': 'Connexion',
  'countryPicker.trigger': 'Indicatif du pays : {country}',
  'countryPicker.dialog': 'Choisir un pays ou une région',
  'countryPicker.search': 'Rechercher un pays ou une région',
  'countryPicker.searchPlaceholder': 'Nom, code ou indicatif',
  'countryPicker.list': 'Pays et régions',
  'countryPicker.resultCount': '{count, plural, one {# pays trouvé} other {# pays trouvés}}',
  'countryPicker.noMatch': 'Aucun pays correspondant',
  'sendCodeButton.send': 'Obtenir le code',
  'sendCodeButton.countdown': 'Renvoyer dans {seconds} s',
  'sendCodeButton.retry': 'Réessayer',
  'sendCodeButton.sent': 'Code envoyé. Vous pourrez en demander un nouveau dans {seconds, plural, one {# seconde} other {# secondes}}.',
  'sendCodeButton.ready': 'Vous pouvez maintenant demander un nouveau code.',
} satisfies Record<keyof typeof zhCN, string>;
