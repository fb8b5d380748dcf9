import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'

interface SendCodeButtonProps {
  seconds: number
  sending: boolean
  onSend: () => void
}

/** "Send code", then the countdown until another may be asked for. */
export default function SendCodeButton({ seconds, sending, onSend }: SendCodeButtonProps) {
  const { t } = useTranslation()
  const waiting = sending || seconds > 0
  const label = sending
    ? t('auth.code.sending')
    : seconds > 0
      ? t('auth.code.resendIn', { seconds })
      : t('auth.code.send')
  return (
    <View
      className={`send-code${waiting ? ' send-code--waiting' : ''}`}
      role='button'
      aria-disabled={waiting}
      onClick={() => {
        if (!waiting) onSend()
      }}
    >
      <Text className='send-code__face'>{label}</Text>
    </View>
  )
}
