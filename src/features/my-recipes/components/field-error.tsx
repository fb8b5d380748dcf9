import { View } from '@tarojs/components'

/** A field's message (the form's check or the server's refusal) under it. */
export default function FieldError({ text }: { text?: string }) {
  if (!text) return null
  return (
    <View className='edit-error' role='alert'>
      {text}
    </View>
  )
}
