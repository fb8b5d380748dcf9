import { Type, type Static } from '@sinclair/typebox'
import type { HotSearch, SearchHighlight, SearchPage } from '../../../types/recipes'
import { EnvelopeSchema } from '../lib/envelope'
import type { SameType } from '../lib/same-type'
import { QueryText } from '../lib/text-schema'
import { PageQuerySchema, RecipeSummarySchema } from '../recipes/schemas'

export const SearchHighlightSchema = Type.Object({
  field: Type.Union([
    Type.Literal('title'),
    Type.Literal('ingredient'),
    Type.Literal('alias'),
    Type.Literal('pinyin'),
  ]),
  text: Type.String({
    description:
      'The text to show: the title (title and pinyin matches) or the matched ingredient name or alias',
  }),
  ranges: Type.Array(Type.Tuple([Type.Integer(), Type.Integer()]), {
    description: 'Matched [start, end) ranges of text, in UTF-16 code units',
  }),
})

export const SearchHitSchema = Type.Composite([
  RecipeSummarySchema,
  Type.Object({ highlight: SearchHighlightSchema }),
])

export const SearchFilterSchema = Type.Object({
  kind: Type.Union([
    Type.Literal('time'),
    Type.Literal('ease'),
    Type.Literal('diet'),
    Type.Literal('taste'),
    Type.Literal('category'),
    Type.Literal('occasion'),
  ]),
  word: Type.String({ description: 'The words of q it was read from, as typed' }),
  value: Type.String({
    description:
      'time: most minutes; ease: easy; diet: vegetarian; taste: spicy | mild; category: a category key or cold; occasion: homestyle | rice | guests | light',
  }),
})

export const SearchPageSchema = Type.Object({
  list: Type.Array(SearchHitSchema),
  total: Type.Integer({ description: 'A lower bound when totalCapped' }),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  hasMore: Type.Boolean(),
  totalCapped: Type.Boolean(),
  filters: Type.Optional(
    Type.Array(SearchFilterSchema, {
      description: 'Words of q read as filters (time, ease, diet, taste, category, occasion)',
    }),
  ),
})

export const SearchQuerySchema = Type.Object({
  q: QueryText(50, {
    description: 'Words of a title or ingredient (any length), or a title in pinyin or initials',
    examples: ['红烧', 'hongshaorou', 'hsr'],
  }),
  categoryId: Type.Optional(Type.Integer({ minimum: 1 })),
  ...PageQuerySchema,
})

export const HotSearchSchema = Type.Object({ term: Type.String(), count: Type.Integer() })

export const SearchReplySchema = EnvelopeSchema(SearchPageSchema)
export const HotSearchReplySchema = EnvelopeSchema(Type.Array(HotSearchSchema))

const highlightMatches: SameType<Static<typeof SearchHighlightSchema>, SearchHighlight> = true
const pageMatches: SameType<Static<typeof SearchPageSchema>, SearchPage> = true
const hotMatches: SameType<Static<typeof HotSearchSchema>, HotSearch> = true
void highlightMatches
void pageMatches
void hotMatches
