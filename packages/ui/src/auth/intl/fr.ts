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
} satisfies Record<keyof typeof zhCN, string>;
