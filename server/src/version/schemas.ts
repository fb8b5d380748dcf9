import { Type } from '@sinclair/typebox'
import type {
  DownloadCheckRequest,
  DownloadCheckResult,
  VersionCheckRequest,
  VersionInfo,
} from '../../../types/api'
import { EnvelopeSchema } from '../lib/envelope'
import type { SameType } from '../lib/same-type'

export const PLATFORMS = ['H5', 'WEAPP', 'ALIPAY'] as const

/** Semantic Versioning 2.0.0 exactly (no "v" prefix), so stored versions compare reliably. */
export const SEMVER_PATTERN =
  '^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)' +
  '(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?' +
  '(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$'

export const PlatformSchema = Type.Union(
  PLATFORMS.map((p) => Type.Literal(p)),
  {
    description: 'The Taro build target, upper case',
  },
)

export const SemverSchema = Type.String({
  pattern: SEMVER_PATTERN,
  maxLength: 64,
  description: 'A semantic version such as 1.2.0',
  examples: ['1.2.0'],
})

export const VersionCheckBodySchema = Type.Object(
  { platform: PlatformSchema, versionCode: SemverSchema },
  { additionalProperties: false },
)

export const VersionInfoSchema = Type.Object({
  versionName: Type.String(),
  versionCode: Type.String({ description: 'The release version (semver)' }),
  updateContent: Type.String(),
  downloadUrl: Type.String(),
  force: Type.Boolean({ description: 'True when any release newer than the caller is forced' }),
})

export const VersionCheckReplySchema = EnvelopeSchema(Type.Union([VersionInfoSchema, Type.Null()]))

export const DownloadCheckBodySchema = Type.Object(
  { platform: PlatformSchema, versionCode: SemverSchema },
  { additionalProperties: false },
)

export const DownloadCheckResultSchema = Type.Object({
  available: Type.Boolean({ description: 'The download URL answered HTTP 200 just now' }),
})

export const DownloadCheckReplySchema = EnvelopeSchema(DownloadCheckResultSchema)

const downloadMatches: [
  SameType<typeof DownloadCheckBodySchema.static, DownloadCheckRequest>,
  SameType<typeof DownloadCheckResultSchema.static, DownloadCheckResult>,
] = [true, true]
void downloadMatches

const bodyMatches: SameType<typeof VersionCheckBodySchema.static, VersionCheckRequest> = true
const infoMatches: SameType<typeof VersionInfoSchema.static, VersionInfo> = true
void bodyMatches
void infoMatches
