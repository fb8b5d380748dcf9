import { View } from '@tarojs/components'
import { useRef, useState } from 'react'
import type { StepCarouselProps } from './step-carousel'

/** A swipe this long (px) turns the page; a shorter one springs back. */
export const SWIPE_DISTANCE = 50
/** Movement before a gesture counts as horizontal or vertical. */
const LOCK_DISTANCE = 8

interface Point {
  clientX: number
  clientY: number
}

interface TouchLike {
  touches?: ArrayLike<Point>
  changedTouches?: ArrayLike<Point>
  preventDefault?: () => void
}

function point(event: TouchLike): Point | undefined {
  return event.touches?.[0] ?? event.changedTouches?.[0]
}

/**
 * H5: slides moved by the finger with a CSS transform. Taro's H5 Swiper would bring Swiper.js
 * (about 42 KB gzip), and because Taro shares one components module between pages, every page's
 * chunk would carry it; this takes a few hundred bytes. A vertical gesture is left to the step's
 * own scrolling, a plain overflow box: Taro's H5 ScrollView stops touchmove from bubbling, which
 * would hide the swipe from the carousel.
 */
export default function StepCarousel({ current, onChange, slides }: StepCarouselProps) {
  const [offset, setOffset] = useState(0)
  const [dragging, setDragging] = useState(false)
  const start = useRef<Point | null>(null)
  const axis = useRef<'x' | 'y' | null>(null)
  // Read at touchend, which may come before React has drawn the last move.
  const moved = useRef(0)
  const last = slides.length - 1

  const onTouchStart = (event: TouchLike) => {
    const p = point(event)
    start.current = p ? { clientX: p.clientX, clientY: p.clientY } : null
    axis.current = null
  }
  const onTouchMove = (event: TouchLike) => {
    const p = point(event)
    if (!start.current || !p) return
    const dx = p.clientX - start.current.clientX
    const dy = p.clientY - start.current.clientY
    if (axis.current === null) {
      if (Math.abs(dx) < LOCK_DISTANCE && Math.abs(dy) < LOCK_DISTANCE) return
      axis.current = Math.abs(dx) > Math.abs(dy) ? 'x' : 'y'
      if (axis.current === 'x') setDragging(true)
    }
    if (axis.current !== 'x') return
    event.preventDefault?.()
    // Past the first or last step the slide resists.
    const atEdge = (dx > 0 && current === 0) || (dx < 0 && current === last)
    moved.current = atEdge ? dx / 3 : dx
    setOffset(moved.current)
  }
  const onTouchEnd = () => {
    if (axis.current === 'x') {
      if (moved.current <= -SWIPE_DISTANCE && current < last) onChange(current + 1)
      else if (moved.current >= SWIPE_DISTANCE && current > 0) onChange(current - 1)
    }
    start.current = null
    axis.current = null
    moved.current = 0
    setDragging(false)
    setOffset(0)
  }

  return (
    <View
      className='step-carousel'
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
    >
      <View
        className={`step-carousel__track${dragging ? ' step-carousel__track--dragging' : ''}`}
        data-current={current}
        style={{ transform: `translate3d(calc(${-current * 100}% + ${offset}px), 0, 0)` }}
      >
        {slides.map((slide, index) => (
          <View key={index} className='step-carousel__slide' aria-hidden={index !== current}>
            {slide}
          </View>
        ))}
      </View>
    </View>
  )
}
