import type http from 'node:http'

type Answer = (response: http.ServerResponse) => void

export const page =
  (body: string, type = 'text/html; charset=utf-8'): Answer =>
  (response) =>
    void response.writeHead(200, { 'content-type': type }).end(body)

export const redirect =
  (location: string): Answer =>
  (response) =>
    void response.writeHead(302, { location }).end()

/** A food blog's page: the recipe in JSON-LD inside @graph, beside the page's other things. */
export const GRAPH_PAGE = `<!doctype html><html><head><title>Blog</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'A kitchen blog' },
    { '@type': 'BreadcrumbList', itemListElement: [] },
    {
      '@type': ['Recipe', 'NewsArticle'],
      name: '可乐鸡翅 &amp; 土豆',
      description: '<p>孩子最爱的<b>家常菜</b></p>',
      image: [{ '@type': 'ImageObject', url: '/img/wings.jpg' }],
      recipeYield: ['4', '4 人份'],
      prepTime: 'PT15M',
      cookTime: 'PT1H5M',
      recipeCategory: '荤菜',
      recipeIngredient: ['鸡翅 8个', '可乐 330ml', '生姜 3片', '盐 适量'],
      recipeInstructions: [
        {
          '@type': 'HowToSection',
          name: '准备',
          itemListElement: [{ '@type': 'HowToStep', text: '鸡翅两面划刀，冷水下锅焯水。' }],
        },
        {
          '@type': 'HowToSection',
          name: '烧制',
          itemListElement: [
            { '@type': 'HowToStep', text: '煎至两面金黄。' },
            { '@type': 'HowToStep', text: '倒入可乐，小火焖 20 分钟，大火收汁。' },
          ],
        },
      ],
    },
  ],
})}</script></head><body><h1>可乐鸡翅</h1></body></html>`

/** An older page: the recipe in microdata, the steps as one list, times as <time datetime>. */
export const MICRODATA_PAGE = `<!doctype html><html><body>
<div itemscope itemtype="http://schema.org/Recipe">
  <h1 itemprop="name">Tomato egg stir-fry</h1>
  <img itemprop="image" src="https://cdn.example.org/egg.jpg" alt="">
  <meta itemprop="totalTime" content="PT20M">
  <span itemprop="recipeYield">2 servings</span>
  <div itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Lin</span></div>
  <ul>
    <li itemprop="recipeIngredient">3 eggs</li>
    <li itemprop="recipeIngredient">2 tomatoes, cut into wedges</li>
    <li itemprop="recipeIngredient">salt to taste</li>
  </ul>
  <ol itemprop="recipeInstructions">
    <li>Beat the eggs.</li>
    <li>Scramble them and set aside.</li>
    <li>Cook the tomatoes 3-4 minutes, add the eggs back.</li>
  </ol>
</div></body></html>`

/** A page holding two recipes in one JSON-LD array, and a plain string of instructions. */
export const TWO_RECIPES_PAGE = `<html><head><script type="application/ld+json">${JSON.stringify([
  {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: '葱油拌面',
    recipeYield: 2,
    totalTime: 'PT25M',
    recipeIngredient: ['面条 200g', '小葱 5根'],
    recipeInstructions: '小葱切段。\n小火熬葱油 10 分钟。\n拌面。',
  },
  {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: '酸辣汤',
    recipeIngredient: ['豆腐'],
  },
])}</script></head><body></body></html>`

export const NO_RECIPE_PAGE = `<html><head><script type="application/ld+json">
{"@context":"https://schema.org","@type":"Article","name":"Ten kitchen tips"}</script>
</head><body><p>Just an article.</p></body></html>`
