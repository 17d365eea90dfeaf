import { Collapse, NavLink, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { InfoSection } from '@/features/gallery/schemas'
import { galleryText as t } from '@/shared/i18n/gallery'
import { ListChoice } from '@/shared/ui/list-choice'
import { StatusBadge } from '@/shared/ui/tones'
import classes from './gallery.module.css'

/**
 * The information table (spec section 2 "Gallery"): sections that open and close (view state
 * only), each with its items; the chosen item is a link to /gallery?item=….
 */
export function InfoTable({ sections, selectedId }: { sections: InfoSection[]; selectedId: string }) {
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set())
  const toggle = (id: string) =>
    setClosed((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })
  if (sections.length === 0) return <Text c="dimmed">{t.noSections}</Text>
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {sections.map((section) => {
        const open = !closed.has(section._id)
        const listId = `info-section-${section._id}`
        return (
          <li key={section._id}>
            <ListChoice strong onClick={() => toggle(section._id)} aria-expanded={open} aria-controls={listId}>
              <span>{section.name}</span>
              <span aria-hidden>{open ? '▴' : '▾'}</span>
            </ListChoice>
            <Collapse expanded={open}>
              <ul id={listId} aria-label={section.name} className={classes.sectionItems}>
                {section.items.map((item) => (
                  <li key={item._id}>
                    <NavLink
                      renderRoot={(props) => <Link {...props} to="/gallery" search={{ item: item._id }} />}
                      active={item._id === selectedId}
                      aria-current={item._id === selectedId ? 'page' : undefined}
                      label={item.name}
                      pl="lg"
                      rightSection={
                        item.is_visible ? undefined : (
                          <StatusBadge tone="quiet" title={t.hiddenHint}>
                            {t.hidden}
                          </StatusBadge>
                        )
                      }
                    />
                  </li>
                ))}
              </ul>
            </Collapse>
          </li>
        )
      })}
    </Stack>
  )
}
