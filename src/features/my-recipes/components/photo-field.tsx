import { Image, Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import { assetUrl } from '@/services/asset-url'
import { usePhotoUpload } from '../hooks/use-photo-upload'

interface PhotoFieldProps {
  /** Names it for styles and tests: `photo-field--{name}`. */
  name: string
  url: string | null
  onChange: (url: string | null) => void
  /** The label of the empty slot, already translated. */
  addLabel: string
  size?: 'cover' | 'step'
}

/** A photo slot: add one, or see it with "change" and "remove". */
export default function PhotoField({
  name,
  url,
  onChange,
  addLabel,
  size = 'cover',
}: PhotoFieldProps) {
  const { t } = useTranslation()
  const photo = usePhotoUpload(onChange)
  const className = `photo-field photo-field--${size} photo-field--${name}`
  if (!url) {
    return (
      <View
        className={`${className} photo-field--empty`}
        role='button'
        onClick={() => void photo.choose()}
      >
        <View className='photo-field__camera' aria-hidden />
        <Text className='photo-field__add'>
          {photo.uploading ? t('myRecipes.edit.uploading') : addLabel}
        </Text>
      </View>
    )
  }
  return (
    <View className={className}>
      <Image className='photo-field__image' src={assetUrl(url)} mode='aspectFill' />
      <View className='photo-field__tools'>
        <View
          className='photo-field__tool photo-field__change'
          role='button'
          onClick={() => void photo.choose()}
        >
          <Text>
            {photo.uploading ? t('myRecipes.edit.uploading') : t('myRecipes.edit.changePhoto')}
          </Text>
        </View>
        <View
          className='photo-field__tool photo-field__remove'
          role='button'
          aria-label={t('myRecipes.edit.removePhoto')}
          onClick={() => onChange(null)}
        >
          <Text>{t('myRecipes.edit.remove')}</Text>
        </View>
      </View>
    </View>
  )
}
