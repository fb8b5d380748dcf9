import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import NavBar from '@/components/nav-bar'
import type { HelpCentre as HelpCentreContent } from '../types'
import './docs.scss'

interface HelpCentreProps {
  title: string
  /** Undefined while the text is on its way (the page loader shows the wait). */
  content: HelpCentreContent | undefined
}

/** Questions grouped by topic; tapping a question opens or closes its answer. */
export default function HelpCentre({ title, content }: HelpCentreProps) {
  const [open, setOpen] = useState<Set<string>>(() => new Set())
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })

  return (
    <View className='page docs help'>
      <NavBar title={title} />
      {content ? (
        <>
          <Text className='help__intro'>{content.intro}</Text>
          {content.topics.map((topic) => (
            <View key={topic.id} className={`help__topic help__topic--${topic.id}`}>
              <Text className='help__topic-title'>{topic.title}</Text>
              <View className='help__card'>
                {topic.questions.map((item, index) => {
                  const key = `${topic.id}-${index}`
                  const expanded = open.has(key)
                  return (
                    <View key={key} className={`help__item${expanded ? ' help__item--open' : ''}`}>
                      <View
                        className='help__question'
                        role='button'
                        aria-expanded={expanded}
                        onClick={() => toggle(key)}
                      >
                        <Text className='help__question-text'>{item.question}</Text>
                        <View className='help__chevron' />
                      </View>
                      {expanded && (
                        <View className='help__answer'>
                          {item.answer.map((paragraph, line) => (
                            <Text key={line} className='help__paragraph'>
                              {paragraph}
                            </Text>
                          ))}
                        </View>
                      )}
                    </View>
                  )
                })}
              </View>
            </View>
          ))}
          <Text className='help__contact'>{content.contact}</Text>
        </>
      ) : null}
    </View>
  )
}
