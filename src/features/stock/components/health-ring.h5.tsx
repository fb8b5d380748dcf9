import type { StockSummary } from '@shared/kitchen'
import { useMemo } from 'react'
import { ringSegments } from '../ring'

const SIZE = 120
const STROKE = 14
const RADIUS = (SIZE - STROKE) / 2
const TURN = 2 * Math.PI * RADIUS

/** H5: the ring as SVG circles, one dash per status (sharp at any zoom, no canvas sizing). */
export default function HealthRing({ summary }: { summary: StockSummary }) {
  const segments = useMemo(() => ringSegments(summary), [summary])
  return (
    <svg className='health-ring' viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden='true'>
      <circle
        className='health-ring__track'
        cx={SIZE / 2}
        cy={SIZE / 2}
        r={RADIUS}
        fill='none'
        stroke='#efebe6'
        strokeWidth={STROKE}
      />
      <g transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}>
        {segments.map((segment) => {
          const length = (segment.end - segment.start) * TURN
          return (
            <circle
              key={segment.status}
              className={`health-ring__segment health-ring__segment--${segment.status}`}
              cx={SIZE / 2}
              cy={SIZE / 2}
              r={RADIUS}
              fill='none'
              stroke={segment.color}
              strokeWidth={STROKE}
              strokeDasharray={`${length} ${TURN - length}`}
              strokeDashoffset={-segment.start * TURN}
            />
          )
        })}
      </g>
    </svg>
  )
}
