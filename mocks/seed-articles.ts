import type { ArticleBlockRecord, ArticleRecord, Db } from './db'
import { createRandom, makeId } from './random'
import { seedDate } from './seed-dates'

/** Id prefixes of the article collections. */
export const ARTICLE_ID_PREFIX = { articleBlock: 0xa40, article: 0xa41 } as const

const BLOCKS: { name: string; articles: string[] }[] = [
  { name: 'Полезное', articles: ['Как оформить регистрацию', 'Открытие банковского счёта', 'Медицинская страховка', 'Мобильная связь'] },
  { name: 'Документы и визы', articles: ['Виза и продление', 'Разрешение на работу', 'Перевод документов'] },
  { name: 'Жильё и быт', articles: ['Аренда жилья', 'Общественный транспорт', 'Коммунальные услуги', 'Детский сад и школа'] },
]

const ITEMS = ['паспорт и его копия', 'договор аренды', 'две фотографии', 'квитанция об оплате', 'заявление по образцу']

/** A body that uses every allowed tag (and passes the forbidden-fragment check). */
function bodyOf(name: string, country: string, articleId: string, items: string[]): string {
  return [
    `<h1>${name}</h1>`,
    `<h2>${country}: коротко</h2>`,
    `<b>Памятка для тех, кто недавно переехал.</b>`,
    `<sub margin="12"></sub>`,
    `<h3>Что понадобится</h3>`,
    `<ul>`,
    ...items.map((item) => `<li>${item}</li>`),
    `</ul>`,
    `<h4>Где принимают</h4>`,
    `<pre>ул. Центральная, 1\nПн–Пт 9:00–18:00</pre>`,
    `<a href="https://example.org/help/${articleId}">Подробнее на сайте</a>`,
    `<sub margin="8"></sub>`,
    `<img src="/uploads/articles/${articleId}-inline.jpg" width="326" height="184" alt="${name}">`,
  ].join('\n')
}

/**
 * In every country: three article blocks with several articles each, whose bodies use every
 * allowed tag; every fourth article is hidden from the app (is_visible false) and the last of each
 * block has no body yet (so its visibility toggle is off and disabled).
 */
export function seedArticles(db: Db): void {
  const random = createRandom(9009)
  const blocks: ArticleBlockRecord[] = []
  const articles: ArticleRecord[] = []
  for (const country of db.countries) {
    BLOCKS.forEach((spec, blockIndex) => {
      const block: ArticleBlockRecord = {
        _id: makeId(ARTICLE_ID_PREFIX.articleBlock, blocks.length + 1),
        name: spec.name,
        sort: blockIndex + 1,
        country_id: country._id,
        is_hidden: false,
      }
      blocks.push(block)
      spec.articles.forEach((name, i) => {
        const _id = makeId(ARTICLE_ID_PREFIX.article, articles.length + 1)
        const empty = i === spec.articles.length - 1
        articles.push({
          _id,
          name,
          sort: i + 1,
          photo_url: `/uploads/articles/${_id}.jpg`,
          article_block_id: block._id,
          country_id: country._id,
          inner_html: empty ? '' : bodyOf(name, country.name, _id, random.sample(ITEMS, 3)),
          is_visible: !empty && (articles.length + 1) % 4 !== 0,
          is_hidden: false,
          updatedAt: seedDate(random, 120),
        })
      })
    })
  }
  db.articleBlocks = blocks
  db.articles = articles
}
