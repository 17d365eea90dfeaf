import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/Tooltip.css'
import { Card, Group, Stack, Text, Tooltip } from '@mantine/core'
import type { Article } from '@/features/articles/schemas'
import { articlesText } from '@/shared/i18n/articles'
import { formatDay } from '@/shared/lib/format-date'
import { sortText } from '@/shared/lib/sort-diff'
import { LIMITS } from '@/shared/limits'
import { staticUrl } from '@/shared/startup/env'
import { RowAction } from '@/shared/ui/actions'
import { VisibilitySwitch } from '@/shared/ui/visibility-switch'
import classes from './articles.module.css'

type ArticleCardProps = {
  article: Article
  toggling: boolean
  onToggle: (visible: boolean) => void
  onOpen: () => void
  onEdit: () => void
  onDelete: () => void
}

/** Spec section 2: cover, name, sort, updated date, the visibility toggle, edit and delete. */
export function ArticleCard({ article, toggling, onToggle, onOpen, onEdit, onDelete }: ArticleCardProps) {
  const sort = sortText(article.sort)
  const hasBody = article.inner_html.trim() !== ''
  const toggle = (
    <VisibilitySwitch
      label={articlesText.visible}
      aria-label={articlesText.visibleOf(article.name)}
      checked={article.is_visible}
      disabled={!hasBody || toggling}
      onChange={onToggle}
    />
  )
  return (
    <Card withBorder padding="sm" radius="md" component="li" aria-label={article.name}>
      <Card.Section>
        {article.photo_url ? (
          <img className={classes.cover} src={staticUrl(article.photo_url)} alt={articlesText.cover(article.name)} loading="lazy" />
        ) : (
          <div className={classes.cover} />
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Text fw={600} lineClamp={2} title={article.name} className={classes.cardName}>
          {article.name}
        </Text>
        <Group gap="xs" justify="space-between" className={classes.cardMeta}>
          <Text size="xs" c="dimmed">
            {articlesText.sortOf(sort || articlesText.noSort)}
          </Text>
          <Text size="xs" c="dimmed">
            {articlesText.updatedAt(formatDay(article.updatedAt))}
          </Text>
        </Group>
        {hasBody ? (
          toggle
        ) : (
          // A disabled input gets no pointer events: the tooltip sits on its wrapper.
          <Tooltip label={articlesText.visibleDisabled} openDelay={LIMITS.tooltipDelayMs} withinPortal>
            <div>{toggle}</div>
          </Tooltip>
        )}
        {!hasBody && (
          <Text size="xs" c="dimmed">
            {articlesText.visibleDisabled}
          </Text>
        )}
        <div className={classes.cardActions}>
          <RowAction onClick={onOpen} aria-label={articlesText.openArticleOf(article.name)}>
            {articlesText.openArticle}
          </RowAction>
          <RowAction onClick={onEdit} aria-label={`${articlesText.edit}: ${article.name}`}>
            {articlesText.edit}
          </RowAction>
          <RowAction danger onClick={onDelete} aria-label={articlesText.deleteArticleOf(article.name)}>
            {articlesText.deleteBlock}
          </RowAction>
        </div>
      </Stack>
    </Card>
  )
}
