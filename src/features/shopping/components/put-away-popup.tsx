import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import { STOCK_LOCATIONS, type StockLocation } from '@shared/kitchen'
import ChipGroup from '@/components/chip-group'
import PillButton from '@/components/pill-button'
import Popup from '@/components/popup'

interface PutAwayPopupProps {
  visible: boolean
  count: number
  busy: boolean
  onConfirm: (location: StockLocation) => void
  onClose: () => void
}

/** "Put away": where the ticked items go (fridge first), then into stock. */
export default function PutAwayPopup(props: PutAwayPopupProps) {
  return props.visible ? <PutAwaySheet {...props} /> : null
}

function PutAwaySheet({ count, busy, onConfirm, onClose }: PutAwayPopupProps) {
  const { t } = useTranslation()
  const [location, setLocation] = useState<StockLocation>('fridge')
  return (
    <Popup visible onClose={onClose} title={t('shopping.putAwayTitle')} className='put-away-popup'>
      <Text className='put-away-popup__what'>{t('shopping.putAwayWhat', { count })}</Text>
      <ChipGroup
        chips={STOCK_LOCATIONS.map((value) => ({ value, label: t(`stock.locations.${value}`) }))}
        value={location}
        onChange={setLocation}
        scroll={false}
      />
      <Text className='put-away-popup__hint'>{t('shopping.putAwayHint')}</Text>
      <View className='put-away-popup__actions'>
        <PillButton
          size='large'
          className='put-away-popup__confirm'
          text={busy ? t('shopping.puttingAway') : t('shopping.putAwayConfirm')}
          disabled={busy}
          onClick={() => onConfirm(location)}
        />
      </View>
    </Popup>
  )
}
