import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useMemo } from 'react'
import { useTranslation } from '@/i18n/react'
import { ROUTES, isTabRoute, routeNameOf } from '@/routes'
import { useOnline } from '@/services/network-status'
import { navMetrics } from './metrics'
import './index.scss'

interface NavBarProps {
  /** Already translated; the default is 菜谱 / Recipes in the chosen locale. */
  title?: string
  /** Defaults to "shown off the tab pages". */
  back?: boolean
}

function currentRoute() {
  return routeNameOf(Taro.getCurrentInstance().router?.path)
}

function goBack() {
  // A deep link opens a page with nothing under it: back then goes home.
  if (Taro.getCurrentPages().length > 1) void Taro.navigateBack()
  else void Taro.switchTab({ url: `/${ROUTES.home}` })
}

export default function NavBar({ title, back }: NavBarProps) {
  const { t } = useTranslation()
  const text = title ?? t('app.defaultTitle')
  const showBack = back ?? !isTabRoute(currentRoute())
  const metrics = useMemo(navMetrics, [])
  const online = useOnline()

  useEffect(() => {
    void Taro.setNavigationBarTitle({ title: text }).catch(() => undefined)
  }, [text])

  return (
    <View className='nav-bar' style={{ paddingTop: `${metrics.statusBar}px` }}>
      <View
        className='nav-bar__inner'
        style={{ height: `${metrics.bar}px`, paddingRight: `${metrics.capsule}px` }}
      >
        {showBack && (
          <View className='nav-bar__back' onClick={goBack} aria-label={t('nav.back')}>
            <View className='nav-bar__chevron' />
          </View>
        )}
        <Text className='nav-bar__title'>{text}</Text>
      </View>
      {!online && (
        <View className='nav-bar__offline' role='status'>
          <Text>{t('offline.banner')}</Text>
        </View>
      )}
    </View>
  )
}
