import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from '@/i18n/react'
import PillButton from '@/components/pill-button'
import { toast } from '@/services/toast'
import { playChime } from '../../chime'
import { formatClock, useCountdown } from '../../hooks/use-countdown'

/** A step's countdown: start, pause, reset; at zero a vibration, a toast and (H5) a chime. */
export default function StepTimer({ seconds }: { seconds: number }) {
  const { t } = useTranslation()
  const countdown = useCountdown(seconds, () => {
    void Taro.vibrateLong().catch(() => undefined)
    void toast(t('cooking.timeUp'))
    playChime()
  })
  const { remaining, running } = countdown
  const done = remaining === 0
  const startLabel = done
    ? t('cooking.timerRestart')
    : remaining < seconds
      ? t('cooking.timerResume')
      : t('cooking.timerStart')

  return (
    <View
      className={`step-timer${running ? ' step-timer--running' : ''}${done ? ' step-timer--done' : ''}`}
    >
      <Text className='step-timer__clock'>{formatClock(remaining)}</Text>
      {done && <Text className='step-timer__done'>{t('cooking.timeUp')}</Text>}
      <View className='step-timer__buttons'>
        {running ? (
          <PillButton
            text={t('cooking.timerPause')}
            onClick={countdown.pause}
            className='step-timer__toggle'
          />
        ) : (
          <PillButton text={startLabel} onClick={countdown.start} className='step-timer__toggle' />
        )}
        <PillButton
          kind='ghost'
          text={t('cooking.timerReset')}
          onClick={countdown.reset}
          disabled={!running && remaining === seconds}
          className='step-timer__reset'
        />
      </View>
    </View>
  )
}
