import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from '@/i18n/react'
import EmptyState from '@/components/empty-state'
import NavBar from '@/components/nav-bar'
import PillButton from '@/components/pill-button'
import { ROUTES } from '@/routes'

/** Where an address the app does not know lands (services/page-not-found): a way home. */
export default function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <View className='page not-found-page'>
      <NavBar title={t('titles.notFound')} />
      <EmptyState
        text={t('notFound.text')}
        action={
          <PillButton
            text={t('notFound.home')}
            onClick={() => void Taro.switchTab({ url: `/${ROUTES.home}` })}
          />
        }
      />
    </View>
  )
}
