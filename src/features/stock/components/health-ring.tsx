import type { StockSummary } from '@shared/kitchen'
import { Canvas } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useMemo } from 'react'
import { ringSegments } from '../ring'

/** The ring's stroke as a share of its width (the SVG fork draws 14 in 120). */
const STROKE_SHARE = 14 / 120

let counter = 0

interface Context2D {
  scale: (x: number, y: number) => void
  clearRect: (x: number, y: number, w: number, h: number) => void
  beginPath: () => void
  arc: (x: number, y: number, r: number, start: number, end: number) => void
  stroke: () => void
  lineWidth: number
  strokeStyle: string
}

/**
 * Mini-programs: the ring on a `type='2d'` canvas, which is drawn in the page's own layer (the
 * old canvas floats above everything, popups included). Sized from the node itself, in device
 * pixels so it is sharp.
 */
export default function HealthRing({ summary }: { summary: StockSummary }) {
  const id = useMemo(() => `health-ring-${(counter += 1)}`, [])
  const segments = useMemo(() => ringSegments(summary), [summary])

  useEffect(() => {
    Taro.nextTick(() => {
      Taro.createSelectorQuery()
        .select(`#${id}`)
        .fields({ node: true, size: true })
        .exec((result: { node?: unknown; width?: number }[] | undefined) => {
          const found = result?.[0]
          const canvas = found?.node as
            { width: number; height: number; getContext: (kind: '2d') => Context2D } | undefined
          const size = found?.width ?? 0
          if (!canvas || !size) return
          const ratio = Taro.getSystemInfoSync().pixelRatio || 2
          canvas.width = size * ratio
          canvas.height = size * ratio
          const context = canvas.getContext('2d')
          context.scale(ratio, ratio)
          context.clearRect(0, 0, size, size)
          const stroke = size * STROKE_SHARE
          const radius = (size - stroke) / 2
          const arc = (color: string, start: number, end: number) => {
            context.beginPath()
            context.lineWidth = stroke
            context.strokeStyle = color
            const top = -Math.PI / 2
            context.arc(
              size / 2,
              size / 2,
              radius,
              top + start * 2 * Math.PI,
              top + end * 2 * Math.PI,
            )
            context.stroke()
          }
          arc('#efebe6', 0, 1)
          segments.forEach((segment) => arc(segment.color, segment.start, segment.end))
        })
    })
  }, [id, segments])

  return <Canvas type='2d' id={id} className='health-ring' />
}
