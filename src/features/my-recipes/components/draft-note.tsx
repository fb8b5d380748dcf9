import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'

/** The host of a page address, or the address itself when it does not parse. */
function hostOf(url: string): string {
  return /^https?:\/\/([^/?#]+)/i.exec(url)?.[1] ?? url
}

/** Above an imported draft: not saved yet, where it came from, and what it could not place. */
export default function DraftNote({
  skipped,
  sourceUrl,
}: {
  skipped: string[]
  sourceUrl: string | null
}) {
  const { t } = useTranslation()
  return (
    <View className='draft-note' role='status'>
      <Text className='draft-note__text'>{t('myRecipes.edit.draft')}</Text>
      {sourceUrl && (
        <Text className='draft-note__source'>
          {t('myRecipes.edit.source', { host: hostOf(sourceUrl) })}
        </Text>
      )}
      {skipped.length > 0 && (
        <View className='draft-note__skipped'>
          <Text className='draft-note__text'>{t('myRecipes.edit.skipped')}</Text>
          {skipped.map((line, i) => (
            <Text key={i} className='draft-note__line'>
              {line}
            </Text>
          ))}
        </View>
      )}
    </View>
  )
}
