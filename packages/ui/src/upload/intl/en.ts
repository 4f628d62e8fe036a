import type zhCN from './zh-CN.ts';

/** Messages of the upload and image viewer components in English. */
export default {
  'uploadField.count': '{count, number}/{max, number}',
  'uploadField.images': 'Uploaded pictures',
  'uploadField.view': 'View picture {index, number} of {count, number}',
  'uploadField.remove': 'Remove picture {index, number}',
  'uploadField.add': 'Add picture',
  'uploadField.uploads': 'Pictures uploading',
  'uploadField.uploading': 'Uploading {name}',
  'uploadField.failed': 'Upload failed',
  'uploadField.onFile': '{action}: {name}',
  'uploadField.dismiss': 'Remove',
  'uploadField.wrongType': '“{name}” is not a {types} picture and was not added',
  'uploadField.tooBig': '“{name}” is larger than {size, number} MB and was not added',
  'uploadField.tooMany':
    'At most {max, number} pictures: {count, plural, one {# more was} other {# more were}} not added',
  'uploadField.full': 'Limit of {max, number} pictures reached. Remove one to add another.',
  'uploadField.hint': 'Up to {max, number} pictures, {types}, {size, number} MB each at most',
  'uploadField.hintTypes': 'Up to {max, number} pictures, {types}',
} satisfies Record<keyof typeof zhCN, string>;
