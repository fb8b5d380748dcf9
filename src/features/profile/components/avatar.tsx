import { Image, Text, View } from '@tarojs/components'
import { assetUrl } from '@/services/asset-url'

interface AvatarProps {
  url?: string
  /** Its first character stands in while there is no photo. */
  name: string
  uploading?: boolean
}

export default function Avatar({ url, name, uploading }: AvatarProps) {
  const initial = Array.from(name.trim())[0]
  return (
    <View className='avatar'>
      {url ? (
        <Image className='avatar__image' src={assetUrl(url)} mode='aspectFill' />
      ) : initial ? (
        <Text className='avatar__initial'>{initial}</Text>
      ) : (
        <View className='avatar__person' />
      )}
      {uploading && (
        <View className='avatar__busy'>
          <View className='avatar__spinner' />
        </View>
      )}
    </View>
  )
}
