import { Button, Card, Group, Stack, Switch, Text, Tooltip } from '@mantine/core'
import { staticUrl } from '../../../shared/env'
import { articlesText } from '../../../shared/i18n/articles'
import { LIMITS } from '../../../shared/limits'
import { formatDay } from '../../../shared/lib/format-date'
import { sortText } from '../../../shared/lib/sort-diff'
import type { Article } from '../schemas'
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
    <Switch
      label={articlesText.visible}
      aria-label={articlesText.visibleOf(article.name)}
      checked={article.is_visible}
      disabled={!hasBody || toggling}
      onChange={(event) => onToggle(event.currentTarget.checked)}
      size="sm"
    />
  )
  return (
    <Card withBorder padding="sm" radius="md" component="li" aria-label={article.name}>
      <Card.Section>
        {article.photo_url ? <img className={classes.cover} src={staticUrl(article.photo_url)} alt={articlesText.cover(article.name)} loading="lazy" /> : <div className={classes.cover} />}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Text fw={600} lineClamp={2}>
          {article.name}
        </Text>
        <Group gap="xs" justify="space-between">
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
        <Group gap="xs" mt={4}>
          <Button size="xs" variant="default" onClick={onOpen} aria-label={articlesText.openArticleOf(article.name)}>
            {articlesText.openArticle}
          </Button>
          <Button size="xs" variant="light" onClick={onEdit} aria-label={`${articlesText.edit}: ${article.name}`}>
            {articlesText.edit}
          </Button>
          <Button size="xs" variant="subtle" color="red" c="red.9" onClick={onDelete} aria-label={articlesText.deleteArticleOf(article.name)}>
            {articlesText.deleteBlock}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
