import { useEffect, useRef } from 'react'
import SettlePopup from '@/components/settle-popup'
import { useRecordCooking, type CookedDish } from '../hooks/use-record-cooking'

export interface RecordSettleProps extends CookedDish {
  /** Each time it turns true the record is looked for (or made) and its settle popup opens. */
  visible: boolean
  /** The search is over: the popup is open, or it failed (the request layer has said why). */
  onDone: () => void
}

/** The record a cooking ends in, and its settle popup (the last cooking step opens it). */
export default function RecordSettle({ visible, onDone, ...dish }: RecordSettleProps) {
  const flow = useRecordCooking(dish, onDone)
  const start = useRef(flow.start)
  start.current = flow.start
  // Once per opening: `visible` turns false again as soon as the search is over.
  useEffect(() => {
    if (visible) void start.current()
  }, [visible])
  return <SettlePopup {...flow.settle} />
}
