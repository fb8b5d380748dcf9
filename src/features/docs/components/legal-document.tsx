import { Text, View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'
import type { LegalDocument as LegalDocumentContent } from '../types'
import './docs.scss'

interface LegalDocumentProps {
  title: string
  /** Undefined while the text is on its way (the page loader shows the wait). */
  content: LegalDocumentContent | undefined
}

/** The user agreement or the privacy policy: numbered sections of plain paragraphs. */
export default function LegalDocument({ title, content }: LegalDocumentProps) {
  return (
    <View className='page docs'>
      <NavBar title={title} />
      <View className='docs__sheet'>
        <Text className='docs__title'>{title}</Text>
        {content ? <LegalText content={content} /> : null}
      </View>
    </View>
  )
}

function LegalText({ content }: { content: LegalDocumentContent }) {
  return (
    <>
      <Text className='docs__updated'>{content.updated}</Text>
      {content.intro.map((paragraph, index) => (
        <Text key={index} className='docs__paragraph'>
          {paragraph}
        </Text>
      ))}
      {content.sections.map((section, index) => (
        <View key={section.heading} className='docs__section'>
          <Text className='docs__heading'>
            {index + 1}. {section.heading}
          </Text>
          {section.paragraphs.map((paragraph, line) => (
            <Text key={line} className='docs__paragraph'>
              {paragraph}
            </Text>
          ))}
        </View>
      ))}
    </>
  )
}
