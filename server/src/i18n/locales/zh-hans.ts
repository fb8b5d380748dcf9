/**
 * Simplified Chinese, the default locale and the source of the message keys: every other locale
 * is typed `Messages`, so a key missing there (or misspelt) fails to compile.
 */
export const zhHans = {
  ok: '成功',
  'error.validation': '{field}：{reason}',
  'error.malformedJson': '请求体不是有效的 JSON（malformed JSON）',
  'error.emptyJson': '请求体为空，但声明为 JSON',
  'error.unsupportedMediaType': '不支持的内容类型：{type}',
  'error.bodyTooLarge': '请求体过大，上限为 {limit}',
  'error.notFound': '接口不存在：{method} {url}',
  'error.badRequest': '请求无效',
  'error.unauthorized': '未授权，请重新登录',
  'error.forbidden': '没有权限执行此操作',
  'error.conflict': '与已有数据冲突',
  'error.unprocessable': '请求无法处理',
  'error.tooManyRequests': '请求过于频繁，请稍后再试',
  'error.internal': '服务器开小差了，请稍后再试',
  'version.duplicate': '{platform} 已发布过版本 {version}',
  'reason.required': '必填',
  'reason.type': '应为{type}',
  'reason.unknownField': '未知字段，不允许提交',
  'reason.minLength': '至少 {limit} 个字符',
  'reason.maxLength': '最多 {limit} 个字符',
  'reason.minimum': '不能小于 {limit}',
  'reason.maximum': '不能大于 {limit}',
  'reason.exclusiveMinimum': '必须大于 {limit}',
  'reason.exclusiveMaximum': '必须小于 {limit}',
  'reason.minItems': '至少 {limit} 项',
  'reason.maxItems': '最多 {limit} 项',
  'reason.enum': '必须是以下之一：{allowed}',
  'reason.pattern': '格式不正确',
  'reason.format': '格式不正确，应为 {format}',
  'reason.invalid': '无效',
  'type.string': '字符串',
  'type.number': '数字',
  'type.integer': '整数',
  'type.boolean': '布尔值',
  'type.object': '对象',
  'type.array': '数组',
  'type.null': '空值',
} satisfies Record<string, string>

export type MessageKey = keyof typeof zhHans
export type Messages = Record<MessageKey, string>
