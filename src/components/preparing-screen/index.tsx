import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import EmptyState from '@/components/empty-state'
import NavBar from '@/components/nav-bar'
import type { RouteName } from '@/routes'

/** A route whose screen is not built yet: its title bar and an honest note, nothing fake. */
export default function PreparingScreen({ route }: { route: RouteName }) {
  const { t } = useTranslation()
  return (
    <View className='page'>
      <NavBar title={t(`titles.${route}`)} />
      <EmptyState text={t('common.preparing')} />
    </View>
  )
}
