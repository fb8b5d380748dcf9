import { Text } from '@tarojs/components'
import { splitByRanges } from '../highlight'

/** Text with its matched parts drawn in the theme colour. */
export default function HighlightedText({
  text,
  ranges,
}: {
  text: string
  ranges: readonly (readonly [number, number])[]
}) {
  return (
    <Text className='highlighted'>
      {splitByRanges(text, ranges).map((segment, index) =>
        segment.hit ? (
          <Text key={index} className='highlighted__hit'>
            {segment.text}
          </Text>
        ) : (
          segment.text
        ),
      )}
    </Text>
  )
}
