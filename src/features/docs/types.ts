import type { Locale } from '@shared/api'

/** The long documents live here, one file per locale, so they load with their page only. */
export type Localized<T> = Record<Locale, T>

export interface DocumentSection {
  heading: string
  paragraphs: string[]
}

export interface LegalDocument {
  /** "Last updated …" line, already written in the locale. */
  updated: string
  intro: string[]
  sections: DocumentSection[]
}

export interface HelpQuestion {
  question: string
  answer: string[]
}

export type HelpTopicId = 'accounts' | 'recipes' | 'records' | 'stock' | 'kitchen' | 'app'

export interface HelpTopic {
  id: HelpTopicId
  title: string
  questions: HelpQuestion[]
}

export interface HelpCentre {
  intro: string
  topics: HelpTopic[]
  /** The closing note on how to reach a person. */
  contact: string
}
