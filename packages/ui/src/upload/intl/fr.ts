import type zhCN from './zh-CN.ts';

/** Messages of the upload and image viewer components in French. */
export default {
  'uploadField.count': '{count, number}/{max, number}',
  'uploadField.images': 'Images envoyées',
  'uploadField.view': 'Voir l’image {index, number} sur {count, number}',
  'uploadField.remove': 'Supprimer l’image {index, number}',
  'uploadField.add': 'Ajouter une image',
  'uploadField.uploads': 'Images en cours d’envoi',
  'uploadField.uploading': 'Envoi de {name}',
  'uploadField.failed': 'Échec de l’envoi',
  'uploadField.onFile': '{action} : {name}',
  'uploadField.dismiss': 'Retirer',
  'uploadField.wrongType': '« {name} » n’est pas une image {types} : non ajoutée',
  'uploadField.tooBig': '« {name} » dépasse {size, number} Mo : non ajoutée',
  'uploadField.tooMany':
    '{max, number} images au plus : {count, plural, one {# image n’a pas été ajoutée} other {# images n’ont pas été ajoutées}}',
  'uploadField.full': 'Limite de {max, number} images atteinte. Supprimez-en une pour en ajouter une autre.',
  'uploadField.hint': 'Jusqu’à {max, number} images, {types}, {size, number} Mo chacune au plus',
  'uploadField.hintTypes': 'Jusqu’à {max, number} images, {types}',
} satisfies Record<keyof typeof zhCN, string>;
