/** Messages of the upload and image viewer components in Simplified Chinese (the reference: every other locale has exactly its ids). */
export default {
  'uploadField.count': '{count, number}/{max, number}',
  'uploadField.images': '已上传的图片',
  'uploadField.view': '查看第 {index, number} 张图片（共 {count, number} 张）',
  'uploadField.remove': '删除第 {index, number} 张图片',
  'uploadField.add': '上传图片',
  'uploadField.uploads': '正在上传的图片',
  'uploadField.uploading': '{name} 上传进度',
  'uploadField.failed': '上传失败',
  'uploadField.onFile': '{action}：{name}',
  'uploadField.dismiss': '移除',
  'uploadField.wrongType': '“{name}”不是 {types} 格式的图片，未上传',
  'uploadField.tooBig': '“{name}”超过 {size, number} MB，未上传',
  'uploadField.tooMany': '最多上传 {max, number} 张，另有 {count, number} 张未上传',
  'uploadField.full': '已达上限 {max, number} 张，删除后可重新上传',
  'uploadField.hint': '最多 {max, number} 张，支持 {types} 格式，单张不超过 {size, number} MB',
  'uploadField.hintTypes': '最多 {max, number} 张，支持 {types} 格式',
} as const;
