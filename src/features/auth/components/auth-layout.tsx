import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import NavBar from '@/components/nav-bar'
import './auth.scss'

interface AuthLayoutProps {
  title: string
  heading: string
  hint?: string
  children: ReactNode
  footer?: ReactNode
}

/** The frame of the account screens: title bar, a warm heading band, the form card, a footer. */
export default function AuthLayout({ title, heading, hint, children, footer }: AuthLayoutProps) {
  return (
    <View className='page auth-page'>
      <NavBar title={title} />
      <View className='auth-hero'>
        <View className='auth-hero__logo' aria-hidden>
          <View className='auth-hero__pot' />
        </View>
        <View className='auth-hero__text'>
          <Text className='auth-hero__heading'>{heading}</Text>
          {hint && <Text className='auth-hero__hint'>{hint}</Text>}
        </View>
      </View>
      <View className='auth-card'>{children}</View>
      {footer && <View className='auth-footer'>{footer}</View>}
    </View>
  )
}
