import { ScrollView, Swiper, SwiperItem } from '@tarojs/components'
import type { ReactNode } from 'react'

export interface StepCarouselProps {
  current: number
  onChange: (index: number) => void
  /** One slide per step; each scrolls on its own when it is taller than the screen. */
  slides: ReactNode[]
}

/** Mini-programs: the platform's own swiper (native, nothing to download). */
export default function StepCarousel({ current, onChange, slides }: StepCarouselProps) {
  return (
    <Swiper
      className='step-carousel'
      current={current}
      duration={300}
      onChange={(event) => onChange(event.detail.current)}
    >
      {slides.map((slide, index) => (
        <SwiperItem key={index} className='step-carousel__slide'>
          <ScrollView className='step-carousel__scroll' scrollY>
            {slide}
          </ScrollView>
        </SwiperItem>
      ))}
    </Swiper>
  )
}
